// What may be stored from a text field. PostgreSQL refuses the NUL byte outright (a 500 before
// this existed), other control characters are invisible in the back office and the emails, and
// a lone UTF-16 surrogate (half an emoji from a broken client) cannot be encoded as UTF-8.
//
// Free text is CLEANED, not refused: these characters arrive by pasting (from a PDF, a
// spreadsheet) or from a broken client, the visitor cannot see them and so could not remove them
// if told to, and dropping them changes nothing anyone could read. Email addresses are REFUSED
// instead (fields.ts): a changed address could be someone else's mailbox.

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

/**
 * One line (names, company, phone, address...): every break becomes a space, every other
 * control and lone surrogate is dropped. Names reach email subjects, which must never hold CR/LF.
 */
export function cleanLine(value: string): string {
  return value.replace(BREAKS, ' ').replace(CONTROLS, '').replace(LONE_SURROGATES, '');
}

/** Several lines (message, reference): breaks become LF, TAB stays, the rest as in cleanLine. */
export function cleanMultiline(value: string): string {
  return value
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(CONTROLS_BUT_TAB_LF, '')
    .replace(LONE_SURROGATES, '');
}

/** True when `value` holds a control character or a lone surrogate. */
export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE.test(value);
}
