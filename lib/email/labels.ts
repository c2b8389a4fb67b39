import type { Locale } from 'next-intl';
import type { LeadKind } from '@/lib/db/generated/enums';
import { CONTACT_SERVICES, type ContactService } from '@/lib/validation/constants';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

// Field names as the forms send them, labelled for the staff notification as the forms
// and the back office (messages: AdminLeads.fields) label them.
const FIELD_LABELS: Record<string, Record<Locale, string>> = {
  name: { sv: 'Namn', en: 'Name' },
  email: { sv: 'E-post', en: 'Email' },
  company: { sv: 'Företag', en: 'Company' },
  companyName: { sv: 'Företagsnamn', en: 'Company name' },
  organizationNumber: { sv: 'Organisationsnummer', en: 'Organisation number' },
  firstName: { sv: 'Förnamn', en: 'First name' },
  lastName: { sv: 'Efternamn', en: 'Last name' },
  phone: { sv: 'Telefon', en: 'Phone' },
  mobile: { sv: 'Mobilnummer', en: 'Mobile number' },
  service: { sv: 'Tjänst', en: 'Service' },
  message: { sv: 'Meddelande', en: 'Message' },
  title: { sv: 'Titel', en: 'Title' },
  reference: { sv: 'Referens', en: 'Reference' },
  consentMarketing: {
    sv: 'Samtycke till användning i marknadsföring',
    en: 'Consent to use in marketing',
  },
  consentPrivacy: {
    sv: 'Samtycke till behandling av personuppgifter',
    en: 'Consent to the processing of personal data',
  },
  gdprConsent: {
    sv: 'Samtycke till behandling av personuppgifter',
    en: 'Consent to the processing of personal data',
  },
  contactName: { sv: 'Kontaktpersonens namn', en: 'Contact person’s name' },
  contactEmail: { sv: 'Kontaktpersonens e-post', en: 'Contact person’s email' },
  contactPhone: { sv: 'Kontaktpersonens telefon', en: 'Contact person’s phone' },
  contactPosition: { sv: 'Kontaktpersonens befattning', en: 'Contact person’s position' },
  companyOrgNumber: { sv: 'Organisationsnummer', en: 'Organisation number' },
  billingAddress: { sv: 'Fakturaadress', en: 'Billing address' },
  billingZipCode: { sv: 'Postnummer', en: 'Postcode' },
  billingCity: { sv: 'Ort', en: 'City' },
  billingCountry: { sv: 'Land', en: 'Country' },
  invoiceReference: { sv: 'Fakturareferens', en: 'Invoice reference' },
  invoiceEmail: { sv: 'E-post för faktura', en: 'Invoice email' },
  language: { sv: 'Språk', en: 'Language' },
  priceSek: { sv: 'Pris per deltagare', en: 'Price per participant' },
};

export function fieldLabel(field: string, locale: Locale): string {
  return FIELD_LABELS[field]?.[locale] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2');
}

export function yesNo(value: boolean, locale: Locale): string {
  if (locale === 'sv') return value ? 'Ja' : 'Nej';
  return value ? 'Yes' : 'No';
}

const LANGUAGE_NAMES: Record<Locale, Record<Locale, string>> = {
  sv: { sv: 'Svenska', en: 'Engelska' },
  en: { sv: 'Swedish', en: 'English' },
};

// The contact form's own words for its services, so staff read what the visitor chose.
const SERVICE_LABELS: Record<Locale, Record<ContactService, string>> = {
  sv: sv.ContactForm.services,
  en: en.ContactForm.services,
};

const isService = (value: string): value is ContactService =>
  (CONTACT_SERVICES as readonly string[]).includes(value);
const isLocale = (value: string): value is Locale => value === 'sv' || value === 'en';

/** A field's value as staff should read it: labels instead of the codes the forms send. */
export function valueLabel(field: string, value: string | number, locale: Locale): string {
  const text = String(value);
  if (field === 'service' && isService(text)) return SERVICE_LABELS[locale][text];
  if (field === 'language' && isLocale(text)) return LANGUAGE_NAMES[locale][text];
  if (field === 'priceSek' && typeof value === 'number') return priceExclVat(value, locale);
  return text;
}

/** "4 995 kr exkl. moms" / "SEK 4,995 excl. VAT", with the locale's grouping (no-break spaces in Swedish). */
export function priceExclVat(amount: number, locale: Locale): string {
  const number = new Intl.NumberFormat(locale === 'sv' ? 'sv-SE' : 'en-GB').format(amount);
  return locale === 'sv' ? `${number}\u00a0kr exkl. moms` : `SEK ${number} excl. VAT`;
}

/** Kinds of lead that a visitor sends (the outbox also carries staff sign-in links). */
export type VisitorLeadKind = Exclude<LeadKind, 'staff_sign_in'>;

/** Subject prefix of the staff notification, per kind of lead. */
export const STAFF_TITLES: Record<VisitorLeadKind, Record<Locale, string>> = {
  contact: { sv: 'Nytt kontaktmeddelande', en: 'New contact message' },
  techsverige: { sv: 'Ny förfrågan via Techsverige', en: 'New Techsverige enquiry' },
  reference: { sv: 'Ny referens', en: 'New reference' },
  newsletter: { sv: 'Ny prenumerant på nyhetsbrevet', en: 'New newsletter subscriber' },
  academy: { sv: 'Ny anmälan till Akademin', en: 'New Academy registration' },
};

interface Confirmation {
  subject: string;
  lead: string;
}

/** What the visitor is told, in their language (with the reply times we promise). */
export const CONFIRMATIONS: Record<VisitorLeadKind, Record<Locale, Confirmation>> = {
  contact: {
    sv: {
      subject: 'Tack för ert meddelande',
      lead: 'Vi har tagit emot ert meddelande och återkommer inom 24 timmar.',
    },
    en: {
      subject: 'Thank you for your message',
      lead: 'We have received your message and will get back to you within 24 hours.',
    },
  },
  techsverige: {
    sv: {
      subject: 'Tack för er förfrågan',
      lead: 'Vi har tagit emot er förfrågan och återkommer senast nästa arbetsdag.',
    },
    en: {
      subject: 'Thank you for your enquiry',
      lead: 'We have received your enquiry and will get back to you by the next business day at the latest.',
    },
  },
  reference: {
    sv: {
      subject: 'Tack för er referens',
      lead: 'Vi har tagit emot er referens. Tack för att ni tog er tid!',
    },
    en: {
      subject: 'Thank you for your reference',
      lead: 'We have received your reference. Thank you for taking the time!',
    },
  },
  newsletter: {
    sv: {
      subject: 'Välkommen som prenumerant',
      lead: 'Ni prenumererar nu på vårt nyhetsbrev. Varje utskick har en länk för att avsluta prenumerationen med ett klick.',
    },
    en: {
      subject: 'Welcome to our newsletter',
      lead: 'You are now subscribed to our newsletter. Every issue has a link to unsubscribe with one click.',
    },
  },
  academy: {
    sv: {
      subject: 'Tack för er anmälan till Akademin',
      lead: 'Vi har tagit emot anmälan och kontaktar er inom kort.',
    },
    en: {
      subject: 'Thank you for your Academy registration',
      lead: 'We have received the registration and will contact you shortly.',
    },
  },
};

export const GREETINGS: Record<
  Locale,
  { hello: (name: string | null) => string; regards: string }
> = {
  sv: { hello: (name) => (name ? `Hej ${name}!` : 'Hej!'), regards: 'Vänliga hälsningar' },
  en: { hello: (name) => (name ? `Hi ${name},` : 'Hello,'), regards: 'Kind regards' },
};

/** The academy confirmation's price and next steps (the invoice, then access to the course). */
export function academyConfirmationDetails(priceSek: number, locale: Locale): string[] {
  const price = priceExclVat(priceSek, locale);
  return locale === 'sv'
    ? [
        `Priset per deltagare är ${price}, det pris som gällde när anmälan gjordes.`,
        'Så här går det till: vi skickar en faktura till den e-postadress för fakturor som ni angav. ' +
          'Deltagaren får sedan ett mejl med inloggningsuppgifter till kursen, som genomförs helt ' +
          'online i egen takt. Hör gärna av er om något i anmälan behöver ändras.',
      ]
    : [
        `The price per participant is ${price}, the price that applied when the registration was made.`,
        'What happens next: we will send an invoice to the invoice email address you gave. ' +
          'The participant will then receive an email with login details for the course, which is ' +
          'taken entirely online at their own pace. Do get in touch if anything in the registration ' +
          'needs changing.',
      ];
}
