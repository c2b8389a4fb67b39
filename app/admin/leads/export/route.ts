import { recordAudit } from '@/lib/admin/audit';
import { toCsv } from '@/lib/admin/csv';
import { leadCsvRows, LEAD_CSV_HEADER } from '@/lib/admin/lead-export';
import { parseLeadFilters } from '@/lib/admin/lead-filters';
import { exportLeads } from '@/lib/admin/leads';
import { staffOrRefusal } from '@/lib/admin/session';
import { adminLocale } from '@/lib/admin/i18n';
import { toXlsx } from '@/lib/admin/xlsx';
import { getDb } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

// GET /admin/leads/export?<the inbox's filters>[&format=xlsx]: the filtered list as CSV for
// Swedish Excel (lib/admin/csv.ts) or as an Excel workbook (lib/admin/xlsx.ts). Staff only; every export is in the audit log with its filters and size.
export async function GET(request: Request): Promise<Response> {
  const staff = await staffOrRefusal();
  if (staff instanceof Response) return staff;
  const url = new URL(request.url);
  const filters = parseLeadFilters(Object.fromEntries(url.searchParams));
  const format = url.searchParams.get('format') === 'xlsx' ? 'xlsx' : 'csv';
  const db = await getDb();
  const leads = await exportLeads(db, filters);
  const locale = await adminLocale();
  await recordAudit(db, {
    actor: staff.email,
    action: 'leads.export',
    details: {
      format,
      rows: leads.length,
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
  const [header, rows] = [LEAD_CSV_HEADER[locale], leadCsvRows(leads, locale)];
  const body =
    format === 'xlsx' ? new Uint8Array(await toXlsx('Leads', header, rows)) : toCsv(header, rows);
  return new Response(body, {
    headers: {
      'Content-Type':
        format === 'xlsx'
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${stamp}.${format}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
