import type { Locale } from 'next-intl';
import { recordAudit } from '@/lib/admin/audit';
import { attachment, staffDownload } from '@/lib/admin/download-request';
import { csvBody, xlsxBody } from '@/lib/admin/export-stream';
import { leadCsvRows, LEAD_CSV_HEADER } from '@/lib/admin/lead-export';
import { parseLeadFilters } from '@/lib/admin/lead-filters';
import { countLeads, EXPORT_LIMIT, exportLeadBatches, type LeadRow } from '@/lib/admin/leads';
import { adminLocale } from '@/lib/admin/i18n';
import { getDb } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

// GET /admin/leads/export?<the inbox's filters>[&format=xlsx]: the filtered list as CSV for
// Swedish Excel (lib/admin/csv.ts) or as an Excel workbook (lib/admin/xlsx.ts), the newest
// EXPORT_LIMIT leads at most (the file name says when more matched), written as it is read
// (lib/admin/export-stream.ts). Staff only, from a page of the back office only
// (lib/admin/download-request.ts); every export is in the audit log with its filters and size.
export async function GET(request: Request): Promise<Response> {
  const staff = await staffDownload(request);
  if (staff instanceof Response) return staff;
  const url = new URL(request.url);
  const filters = parseLeadFilters(Object.fromEntries(url.searchParams));
  const format = url.searchParams.get('format') === 'xlsx' ? 'xlsx' : 'csv';
  const db = await getDb();
  const matched = await countLeads(db, filters);
  const cut = matched > EXPORT_LIMIT;
  const locale = await adminLocale();
  await recordAudit(db, {
    actor: staff.email,
    action: 'leads.export',
    details: {
      format,
      rows: Math.min(matched, EXPORT_LIMIT),
      ...(cut ? { matched } : {}),
      filters: {
        kind: filters.kind,
        status: filters.status,
        from: filters.from,
        to: filters.to,
        q: filters.q,
      },
    },
  });
  const stamp = new Date().toISOString().slice(0, 10);
  const name = `leads-${stamp}${cut ? `-newest-${EXPORT_LIMIT}` : ''}.${format}`;
  const header = LEAD_CSV_HEADER[locale];
  const batches = rowsOf(exportLeadBatches(db, filters), locale);
  return format === 'xlsx'
    ? attachment(
        await xlsxBody('Leads', header, batches),
        name,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
    : attachment(csvBody(header, batches), name, 'text/csv; charset=utf-8');
}

async function* rowsOf(batches: AsyncIterable<LeadRow[]>, locale: Locale) {
  for await (const leads of batches) yield leadCsvRows(leads, locale);
}
