// Schemas carry message KEYS, never sentences: the forms render them with next-intl
// (`Forms.errors.<key>`), the API returns them as they are in `{ error, fields }`.
export const VALIDATION_KEYS = [
  'required',
  'invalid',
  'tooLong',
  'email',
  'emailRequired',
  'consent',
  'newsletterConsent',
  'phone',
  'dialCode',
  'service',
  'language',
  'number',
  'integer',
  'outOfRange',
  'date',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && (VALIDATION_KEYS as readonly string[]).includes(value);
}
