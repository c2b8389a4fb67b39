import { EMAIL_PATTERN } from '@/lib/validation/constants';
import { stripInvisibleFormatting } from '@/lib/validation/text';

// Everything a visitor typed is untrusted: escaped before it goes into HTML (by React: the emails
// are React trees, lib/email/components), and stripped of line breaks before it goes into a header
// (a CR/LF in a subject or address would let them add headers or recipients of their own), and of
// bidirectional controls and zero-width characters (a subject must read as it is: U+202E would
// show a name reversed).

// C0/C1 controls (CR, LF, TAB, NUL...) and the Unicode line/paragraph separators.
const HEADER_BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line, no control or invisible format characters, at most `maxLength` characters. */
export function headerSafe(value: string, maxLength = 150): string {
  const line = stripInvisibleFormatting(value)
    .replace(HEADER_BREAKS, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line;
}

/** A bare address fit for To / Reply-To, or null (then the header is left out). */
export function headerAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  const address = headerSafe(value, 254);
  return EMAIL_PATTERN.test(address) ? address : null;
}
