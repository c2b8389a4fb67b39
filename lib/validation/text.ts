// What may be stored from a text field. PostgreSQL refuses the NUL byte outright (a 500 before
// this existed), other control characters are invisible in the back office and the emails, and
// a lone UTF-16 surrogate (half an emoji from a broken client) cannot be encoded as UTF-8.
//
// Free text is CLEANED, not refused: these characters arrive by pasting (from a PDF, a
// spreadsheet) or from a broken client, the visitor cannot see them and so could not remove them
// if told to, and dropping them changes nothing anyone could read. Email addresses are REFUSED
// instead (fields.ts): a changed address could be someone else's mailbox.

// Bidirectional controls, zero-width characters and the other invisible format characters: in a
// name they can display it reversed (U+202E) or make two names look alike, in the back office
// and in staff email subjects. One-line fields lose them; free text keeps them (a message in a
// right-to-left language may need its marks). Persian and Indic names lose their zero-width
// (non-)joiners: they then display with the letters joined differently, but read the same.
//   U+061C Arabic letter mark, U+180E Mongolian vowel separator, U+200B-U+200F zero-width space,
//   (non-)joiner, LRM, RLM, U+202A-U+202E embeddings and overrides, U+2060-U+2064 word joiner and
//   invisible operators, U+2066-U+2069 isolates, U+FEFF zero-width no-break space (BOM).
const INVISIBLE_FORMAT =
  /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
const INVISIBLE_FORMAT_ONE = new RegExp(INVISIBLE_FORMAT.source);

// Line breaks and tabs that mean "space" on one line: CR, LF, TAB, VT, FF, NEL, LS, PS.
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
// C0 and C1 controls and DEL.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
// Controls except TAB and LF, which a multi-line text keeps.
const CONTROLS_BUT_TAB_LF = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE =
  '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const LONE_SURROGATES = new RegExp(LONE_SURROGATE, 'g');
const UNSAFE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f]|${LONE_SURROGATE}`);

/** Without bidirectional controls and zero-width characters (INVISIBLE_FORMAT above). */
export function stripInvisibleFormatting(value: string): string {
  return value.replace(INVISIBLE_FORMAT, '');
}

/**
 * One line (names, company, phone, address...): every break becomes a space, every other
 * control, lone surrogate, bidirectional control and zero-width character is dropped. Names
 * reach email subjects, which must never hold CR/LF.
 */
export function cleanLine(value: string): string {
  return stripInvisibleFormatting(
    value.replace(BREAKS, ' ').replace(CONTROLS, '').replace(LONE_SURROGATES, ''),
  );
}

/** Several lines (message, reference): breaks become LF, TAB stays, the rest as in cleanLine. */
export function cleanMultiline(value: string): string {
  return value
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(CONTROLS_BUT_TAB_LF, '')
    .replace(LONE_SURROGATES, '');
}

/** True when `value` holds a control character, a lone surrogate or an invisible format character. */
export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE.test(value) || INVISIBLE_FORMAT_ONE.test(value);
}
