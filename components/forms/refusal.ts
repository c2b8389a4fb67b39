import type { FieldErrors } from '@/lib/validation/errors';
import type { ValidationKey } from '@/lib/validation/keys';
import type { SharedFormText } from './form-text';

// A refused submission is summed up in one sentence - the toast, or the notice of a page sent
// without JavaScript - and that sentence names the rule that failed, not another one: a missing
// value, then a missing consent, then a malformed address or number, then a text over its limit.
// The fields themselves each show their own message (shared.errors).

const ORDER: readonly ValidationKey[] = [
  'required',
  'emailRequired',
  'service',
  'dialCode',
  'consent',
  'newsletterConsent',
  'email',
  'phone',
  'tooLong',
];

interface Texts {
  shared: SharedFormText;
  /** A field's label, for the message of a text over its limit. */
  label: (field: string) => string;
  /** The form's own sentences for some rules (the spec's wording), e.g. required -> "All fields...". */
  own?: Partial<Record<ValidationKey, string>>;
}

/** The sentence for a refusal: the first rule of ORDER that failed, on its first field. */
export function refusalMessage(errors: FieldErrors, { shared, label, own = {} }: Texts): string {
  const entries = Object.entries(errors);
  const rule = ORDER.find((key) => entries.some(([, failed]) => failed === key)) ?? entries[0]?.[1];
  if (!rule) return shared.errors.invalid;
  const specific = own[rule];
  if (specific) return specific;
  if (rule === 'tooLong') {
    const field = entries.find(([, failed]) => failed === 'tooLong')?.[0] ?? '';
    return shared.tooLongIn.replace('{field}', label(field));
  }
  return shared.errors[rule];
}
