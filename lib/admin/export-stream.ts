import 'server-only';
import { PassThrough } from 'node:stream';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { log } from '@/lib/log';
import { CSV_BOM, csvLine, type CsvValue } from './csv';

// The back office's exports are sent as they are read: the rows come from the database in
// batches (at most the export's row limit in all), and each batch is written to the response
// before the next is read, so an export of any size holds one batch in memory, not the file.

/**
 * Up to `limit` rows, `batchSize` at a time: `read(size, after)` gives the rows that follow
 * `after` (the last row of the batch before) in the export's order.
 */
export async function* batchesOf<T>(
  read: (size: number, after: T | undefined) => Promise<T[]>,
  limit: number,
  batchSize: number,
): AsyncGenerator<T[]> {
  let after: T | undefined;
  for (let taken = 0; taken < limit;) {
    const size = Math.min(batchSize, limit - taken);
    const batch = await read(size, after);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    taken += batch.length;
    after = batch.at(-1);
  }
}

const encoder = new TextEncoder();

/** A response body that pulls `chunks` one at a time, as the client reads. */
function bodyOf(chunks: AsyncIterator<string | Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else
          controller.enqueue(
            typeof next.value === 'string' ? encoder.encode(next.value) : next.value,
          );
      } catch (error) {
        // The download ends cut off; the staff member sees a failed download and tries again.
        log.error('admin.export_failed', { error });
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}

/** CSV for Swedish Excel (./csv.ts), written batch by batch. */
async function* csvChunks(header: readonly string[], batches: AsyncIterable<CsvValue[][]>) {
  yield `${CSV_BOM}${csvLine(header)}`;
  for await (const rows of batches) yield rows.map(csvLine).join('');
}

// The workbook, for staff who would rather not import a CSV: write-excel-file (a small,
// maintained writer of the OOXML format) instead of hand-written zip and XML. Every cell is a
// text cell: XLSX has no "formula by accident" (a text cell that starts with = stays text), and
// å ä ö are plain UTF-8 in the workbook's XML.

function cell(value: CsvValue) {
  if (value === null || value === undefined || value === '') return null;
  return { type: String, value: value instanceof Date ? value.toISOString() : String(value) };
}

/** One sheet: a bold header row, then one row per record (`.toBuffer()` or `.toStream()`). */
export function xlsxFile(sheet: string, header: readonly string[], rows: CsvValue[][]) {
  const data: SheetData = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row) => row.map(cell)),
  ];
  return writeXlsxFile(data, { sheet, stickyRowsCount: 1 });
}

/**
 * The workbook of the batches. The writer takes the whole sheet at once, so the rows are
 * gathered first (the export's row limit bounds them); the file itself streams.
 */
async function xlsxBody(
  sheet: string,
  header: readonly string[],
  batches: AsyncIterable<CsvValue[][]>,
): Promise<ReadableStream<Uint8Array>> {
  const rows: CsvValue[][] = [];
  for await (const batch of batches) rows.push(...batch);
  const file = new PassThrough();
  xlsxFile(sheet, header, rows)
    .toStream(file)
    .catch((error: unknown) => file.destroy(error instanceof Error ? error : undefined));
  return bodyOf(file[Symbol.asyncIterator]());
}

async function* mapped<T>(batches: AsyncIterable<T[]>, toRows: (batch: T[]) => CsvValue[][]) {
  for await (const batch of batches) yield toRows(batch);
}

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The download `name`.`format` of the batches, each turned into rows by `toRows`: CSV or a
 * workbook of one sheet, kept by no cache and no search engine.
 */
export async function exportDownload<T>(
  file: { name: string; format: 'csv' | 'xlsx'; sheet?: string; header: readonly string[] },
  batches: AsyncIterable<T[]>,
  toRows: (batch: T[]) => CsvValue[][],
): Promise<Response> {
  const rows = mapped(batches, toRows);
  const body =
    file.format === 'xlsx'
      ? await xlsxBody(file.sheet ?? file.name, file.header, rows)
      : bodyOf(csvChunks(file.header, rows));
  return new Response(body, {
    headers: {
      'Content-Type': TYPES[file.format],
      'Content-Disposition': `attachment; filename="${file.name}.${file.format}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
