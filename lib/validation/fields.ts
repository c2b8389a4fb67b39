import * as z from 'zod/mini';
import { EMAIL_PATTERN, LANGUAGES, MAX_LENGTH } from './constants';
import { cleanLine, cleanMultiline, hasUnsafeCharacters } from './text';

// The schemas in lib/validation run in the browser (the forms' resolver) and on the server (the
// API routes). They use zod/mini: its functions tree-shake, while classic zod's chained methods
// keep the whole library in the bundle (each form page's shared form chunk: 55 -> 42 KiB gzip).

// No JIT: zod probes `new Function` once, and under the site's CSP (no 'unsafe-eval') the
// browser reports that caught probe as a violation. Every form schema imports this module.
z.config({ jitless: true });

// Field rules shared by every lead schema. Every message is a ValidationKey (lib/validation/keys.ts).

// zod runs a string's checks in order and, by default, goes on after one failed: `abort: true`
// on the length checks stops there, so no pattern or refinement after them ever reads a text
// that is too long (or empty). The cleaning before them is linear (tests/unit/linear-time.test.ts).

function cleanedText(clean: (value: string) => string, max: number) {
  return z
    .string({ error: 'required' })
    .check(
      z.overwrite(clean),
      z.trim(),
      z.minLength(1, { error: 'required', abort: true }),
      z.maxLength(max, { error: 'tooLong', abort: true }),
    );
}

/**
 * Required one-line text: control characters and lone surrogates dropped, line breaks made
 * spaces (text.ts says why cleaned rather than refused), trimmed, non-empty, at most `max`.
 */
export const requiredText = (max: number = MAX_LENGTH.short) => cleanedText(cleanLine, max);

/** Required free text over several lines (message, reference): keeps LF and TAB, else as above. */
export const multilineText = (max: number = MAX_LENGTH.text) => cleanedText(cleanMultiline, max);

/**
 * Required email address (spec's simple pattern), trimmed. A control character or lone
 * surrogate is refused with 'email', not dropped: the address without it may be another mailbox.
 */
export function emailField(missing: 'required' | 'emailRequired' = 'required') {
  return z.string({ error: missing }).check(
    z.trim(),
    z.minLength(1, { error: missing, abort: true }),
    z.maxLength(MAX_LENGTH.email, { error: 'tooLong', abort: true }),
    z.regex(EMAIL_PATTERN, { error: 'email' }),
    z.refine((value) => !hasUnsafeCharacters(value), { error: 'email' }),
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
