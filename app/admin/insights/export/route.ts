import { toCsv } from '@/lib/admin/csv';
import { adminLocale } from '@/lib/admin/i18n';
import { exportPageViews } from '@/lib/admin/insights';
import { getDb } from '@/lib/db/client';
import { parseInsightsRange } from '@/lib/admin/insights-range';
import { staffOrRefusal } from '@/lib/admin/session';

export const dynamic = 'force-dynamic';

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

// GET /admin/insights/export?<the insights page's period>: every page-view row of the period
// (day, page, language, referrer host, UTM values, device, views) as CSV for Swedish Excel.
// Staff only. The rows hold no personal data, so the export is not in the audit log.
export async function GET(request: Request): Promise<Response> {
  const staff = await staffOrRefusal();
  if (staff instanceof Response) return staff;
  const url = new URL(request.url);
  const range = parseInsightsRange(Object.fromEntries(url.searchParams));
  const rows = await exportPageViews(await getDb(), range);
  const locale = await adminLocale();
  const body = toCsv(
    HEADER[locale],
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
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="page-views-${range.from}-${range.to}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
