// Values the forms need while they render, kept free of zod: the schemas (and zod) reach the
// browser only when a form validates for the first time (components/forms/validators.ts).

export const LANGUAGES = ['sv', 'en'] as const;

/** Generous caps: they only stop abuse (the whole body is capped at 32 KB anyway). */
export const MAX_LENGTH = { short: 200, email: 254, phone: 40, text: 5000 } as const;

// An address is text, one at-sign, then two or more dot-separated labels, no spaces. The excluded
// characters are the ones that cannot appear in a bare To/Reply-To address (lib/email/escape.ts),
// so every address we accept can also be mailed. Linear time on any input: no two quantifiers can
// take the same character (the local part stops at the one "@", a label never holds a dot), so a
// failed match never retries other splits (tests/unit/linear-time.test.ts). Callers check the
// length first (MAX_LENGTH.email) all the same.
export const EMAIL_PATTERN =
  /^[^\s@<>()[\]",;:\\]+@[^\s@<>()[\]",;:\\.]+(?:\.[^\s@<>()[\]",;:\\.]+)+$/;

export const CONTACT_SERVICES = [
  'academy',
  'recruitment',
  'consultation',
  'relocation',
  'immigration',
  'language',
  'other',
] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];
