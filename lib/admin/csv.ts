// CSV that Swedish Excel opens as it is: UTF-8 with a byte-order mark (else Excel reads the file
// as Windows-1252 and å ä ö break), semicolons (Excel's list separator where the decimal separator
// is a comma) and CRLF line ends. A field is quoted when it holds a separator, a quote or a line
// break. A field that starts like a formula (= + - @, tab, carriage return) gets a leading
// apostrophe, so a lead's text can never run as a formula in a spreadsheet (CSV injection).

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header row, one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(SEPARATOR));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
