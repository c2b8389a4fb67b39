import * as z from 'zod/mini';

// The schemas in lib/validation run in the browser (the forms' resolver) and on the server (the
// API routes). They use zod/mini: its functions tree-shake, while classic zod's chained methods
// keep the whole library in the bundle (each form page's shared form chunk: 55 -> 42 KiB gzip).

// No JIT: zod probes `new Function` once, and under the site's CSP (no 'unsafe-eval') the
// browser reports that caught probe as a violation. Every form schema imports this module.
z.config({ jitless: true });

// Field rules shared by every lead schema. Every message is a ValidationKey (lib/validation/keys.ts).

export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Generous caps: they only stop abuse (the whole body is capped at 32 KB anyway). */
export const MAX_LENGTH = { short: 200, email: 254, phone: 40, text: 5000 } as const;

// Spec §5: text, one at-sign, text, a dot, text, no spaces. The excluded characters are the ones
// that cannot appear in a bare To/Reply-To address (lib/email/escape.ts), so every address we
// accept can also be mailed.
export const EMAIL_PATTERN = /^[^\s@<>()[\]",;:\\]+@[^\s@<>()[\]",;:\\]+\.[^\s@<>()[\]",;:\\]+$/;

/** Required one-line text: trimmed, non-empty, at most `max` characters. */
export function requiredText(max: number = MAX_LENGTH.short) {
  return z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(max, { error: 'tooLong' }));
}

/** Required email address (spec's simple pattern), trimmed. */
export function emailField(missing: 'required' | 'emailRequired' = 'required') {
  return z
    .string({ error: missing })
    .check(
      z.trim(),
      z.minLength(1, { error: missing }),
      z.maxLength(MAX_LENGTH.email, { error: 'tooLong' }),
      z.regex(EMAIL_PATTERN, { error: 'email' }),
    );
}

/** A ticked checkbox. */
export function consentField(key: 'consent' | 'newsletterConsent' = 'consent') {
  return z.boolean({ error: key }).check(z.refine((value) => value, { error: key }));
}

/** The visitor's language; absent means Swedish, the site's default. */
export const languageField = z._default(z.enum(LANGUAGES, { error: 'language' }), 'sv');

// The old clients also posted the staff mailbox as `recipient`. No schema declares it, so zod
// strips it like any other unknown key: the server alone decides where mail goes
// (lib/email/queue.ts), and a client cannot turn the site into an open relay.
