import { adminLocale } from '@/lib/admin/i18n';
import { staffDownload } from '@/lib/admin/download-request';
import { exportDownload } from '@/lib/admin/export-stream';
import {
  countPageViewRows,
  exportPageViewBatches,
  PAGE_VIEW_EXPORT_LIMIT,
} from '@/lib/admin/insights';
import { getDb } from '@/lib/db/client';
import { parseInsightsRange } from '@/lib/admin/insights-range';

const HEADER = {
  sv: [
    'Dag',
    'Sida',
    'Språk',
    'Hänvisande webbplats',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'Enhet',
    'Visningar',
  ],
  en: [
    'Day',
    'Page',
    'Language',
    'Referring website',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'Device',
    'Views',
  ],
} as const;

// GET /admin/insights/export?<the insights page's period>: the page-view rows of the period
// (day, page, language, referrer host, UTM values, device, views) as CSV for Swedish Excel, at
// most PAGE_VIEW_EXPORT_LIMIT from its start (the file name says when it has more), written as
// it is read (lib/admin/export-stream.ts). Staff only, from a page of the back office only
// (lib/admin/download-request.ts). The rows hold no personal data: not in the audit log.
export async function GET(request: Request): Promise<Response> {
  const staff = await staffDownload(request);
  if (staff instanceof Response) return staff;
  const url = new URL(request.url);
  const range = parseInsightsRange(Object.fromEntries(url.searchParams));
  const db = await getDb();
  const cut = (await countPageViewRows(db, range)) > PAGE_VIEW_EXPORT_LIMIT;
  const locale = await adminLocale();
  return exportDownload(
    {
      name: `page-views-${range.from}-${range.to}${cut ? `-first-${PAGE_VIEW_EXPORT_LIMIT}` : ''}`,
      format: 'csv',
      header: HEADER[locale],
    },
    exportPageViewBatches(db, range),
    (rows) =>
      rows.map((row) => [
        row.day,
        row.page,
        row.language,
        row.referrerHost,
        row.utmSource,
        row.utmMedium,
        row.utmCampaign,
        row.device,
        row.views,
      ]),
  );
}
