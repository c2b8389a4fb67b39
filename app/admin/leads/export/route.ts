import { recordAudit } from '@/lib/admin/audit';
import { staffDownload } from '@/lib/admin/download-request';
import { exportDownload } from '@/lib/admin/export-stream';
import { leadCsvRows, LEAD_CSV_HEADER } from '@/lib/admin/lead-export';
import { parseLeadFilters } from '@/lib/admin/lead-filters';
import { countLeads, EXPORT_LIMIT, exportLeadBatches } from '@/lib/admin/leads';
import { adminLocale } from '@/lib/admin/i18n';
import { getDb } from '@/lib/db/client';

// GET /admin/leads/export?<the inbox's filters>[&format=xlsx]: the filtered list as CSV for
// Swedish Excel (lib/admin/csv.ts) or as an Excel workbook, the newest EXPORT_LIMIT leads at
// most (the file name says when more matched), written as it is read
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
  return exportDownload(
    {
      name: `leads-${stamp}${cut ? `-newest-${EXPORT_LIMIT}` : ''}`,
      format,
      sheet: 'Leads',
      header: LEAD_CSV_HEADER[locale],
    },
    exportLeadBatches(db, filters),
    (leads) => leadCsvRows(leads, locale),
  );
}
