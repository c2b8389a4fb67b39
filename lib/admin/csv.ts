// CSV that Swedish Excel opens as it is: UTF-8 with a byte-order mark (else Excel reads the file
// as Windows-1252 and å ä ö break), semicolons (Excel's list separator where the decimal separator
// is a comma) and CRLF line ends. A field is quoted when it holds a separator, a quote or a line
// break.
//
// CSV injection: a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return
// before one) as a formula. Which cells a value ends up in depends on how the file is split: on
// semicolons here, but on commas in most non-Nordic locales, on tabs when pasted, and by line when
// a reader ignores quotes. So every such character at the start of the text, or after anything a
// reader might start a cell at (a comma, semicolon, tab, line break or quote, then spaces), gets
// an apostrophe in front: `Sec AB,=2*21` is written `Sec AB,'=2*21`. Text only; numbers stay numbers.

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

export type CsvValue = string | number | boolean | Date | null | undefined;

// Before a formula character that follows the start or a possible cell boundary (and spaces).
// The lookahead comes first: the lookbehind, which reads back over a run of spaces, then runs
// only in front of a formula character, so each run is read once (linear time; the other order
// read it again from every space in it: tests/unit/linear-time.test.ts).
const FORMULA_START = /(?=[=+\-@\t\r])(?<=(?:^|[,;\t\r\n"])[ \u00a0]*)/g;

/** The text with an apostrophe before every character that could start a formula in some reader. */
export function defuseFormulas(text: string): string {
  return text.replace(FORMULA_START, "'");
}

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string') text = defuseFormulas(text);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record as a line of the file, with its CRLF. */
export function csvLine(row: readonly CsvValue[]): string {
  return `${row.map(csvField).join(SEPARATOR)}\r\n`;
}

/** The whole file: BOM, header row, one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join('')}`;
}
