import 'server-only';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { CsvValue } from './csv';

// The inbox export as an Excel workbook, for staff who would rather not import a CSV.
// write-excel-file (a small, maintained writer of the OOXML format) instead of hand-written zip
// and XML. Every cell is a text cell: XLSX has no "formula by accident" (a text cell that starts
// with = stays text), and å ä ö are plain UTF-8 in the workbook's XML.

function cell(value: CsvValue) {
  if (value === null || value === undefined || value === '') return null;
  return { type: String, value: value instanceof Date ? value.toISOString() : String(value) };
}

/** One sheet: a bold header row, then one row per record (`.toBuffer()` or `.toStream()`). */
export function xlsxFile(sheet: string, header: string[], rows: CsvValue[][]) {
  const data: SheetData = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row) => row.map(cell)),
  ];
  return writeXlsxFile(data, { sheet, stickyRowsCount: 1 });
}
