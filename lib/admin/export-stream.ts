import 'server-only';
import { PassThrough } from 'node:stream';
import { log } from '@/lib/log';
import { CSV_BOM, csvLine, type CsvValue } from './csv';
import { xlsxFile } from './xlsx';

// The back office's exports are sent as they are read: the rows come from the database in
// batches (at most the export's row limit in all), and each batch is written to the response
// before the next is read, so an export of any size holds one batch in memory, not the file.

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

async function* csvChunks(header: readonly string[], batches: AsyncIterable<CsvValue[][]>) {
  yield `${CSV_BOM}${csvLine(header)}`;
  for await (const rows of batches) yield rows.map(csvLine).join('');
}

/** CSV for Swedish Excel (./csv.ts), written batch by batch. */
export function csvBody(
  header: readonly string[],
  batches: AsyncIterable<CsvValue[][]>,
): ReadableStream<Uint8Array> {
  return bodyOf(csvChunks(header, batches));
}

/**
 * An Excel workbook of the batches. The writer (write-excel-file) takes the whole sheet at once,
 * so the rows are gathered first (the export's row limit bounds them); the file itself streams.
 */
export async function xlsxBody(
  sheet: string,
  header: string[],
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
