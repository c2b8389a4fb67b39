import { hasLocale, type Locale } from 'next-intl';
import type { LeadKind } from '@/lib/db/generated/enums';
import { routing } from '@/lib/i18n/routing';
import { CONTACT_SERVICES, type ContactService } from '@/lib/validation/constants';
import sv from '@/messages/sv.json';
import { translatorFor } from '@/lib/i18n/translator';

// Field names as the forms send them, labelled for the staff notification (messages: Email.fields)
// as the forms and the back office label them; a field without a label reads as its split name.
type FieldName = keyof typeof sv.Email.fields;
const isField = (field: string): field is FieldName => Object.hasOwn(sv.Email.fields, field);

export function fieldLabel(field: string, locale: Locale): string {
  if (!isField(field)) return field.replace(/([a-z])([A-Z])/g, '$1 $2');
  return translatorFor(locale, 'Email')(`fields.${field}`);
}

export function yesNo(value: boolean, locale: Locale): string {
  return translatorFor(locale, 'Email')(value ? 'yes' : 'no');
}

const isService = (value: string): value is ContactService =>
  (CONTACT_SERVICES as readonly string[]).includes(value);

/** A field's value as staff should read it: labels instead of the codes the forms send. */
export function valueLabel(field: string, value: string | number, locale: Locale): string {
  const text = String(value);
  // The contact form's own words for its services, so staff read what the visitor chose.
  if (field === 'service' && isService(text)) {
    return translatorFor(locale, 'ContactForm')(`services.${text}`);
  }
  if (field === 'language' && hasLocale(routing.locales, text)) {
    return translatorFor(locale, 'Email')(`languages.${text}`);
  }
  if (field === 'priceSek' && typeof value === 'number') return priceExclVat(value, locale);
  return text;
}

/** "4 995 kr exkl. moms" / "SEK 4,995 excl. VAT", with the locale's grouping (no-break spaces in Swedish). */
function priceExclVat(amount: number, locale: Locale): string {
  return translatorFor(locale, 'Email')('priceExclVat', { price: amount });
}

/** Kinds of lead that a visitor sends (the outbox also carries staff sign-in links and alerts). */
export type VisitorLeadKind = Exclude<LeadKind, 'staff_sign_in' | 'staff_alert'>;

/** The academy confirmation's price and next steps (the invoice, then access to the course). */
export function academyConfirmationDetails(priceSek: number, locale: Locale): string[] {
  const t = translatorFor(locale, 'Email');
  return [t('academyPrice', { price: priceExclVat(priceSek, locale) }), t('academyNextSteps')];
}
