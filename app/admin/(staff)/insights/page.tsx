import type { ReactNode } from 'react';
import Link from 'next/link';
import { AdminTable } from '@/components/admin/admin-table';
import { CampaignValuesForm } from '@/components/admin/insights/campaign-values-form';
import { DailyChart } from '@/components/admin/insights/daily-chart';
import { DoneNotice } from '@/components/admin/tools/done-notice';
import { adminFormMessages } from '@/components/admin/tools/form-messages';
import { adminLocale, adminMessages, adminTitle, adminTranslator } from '@/lib/admin/i18n';
import { loadInsights, PAGE_VIEW_EXPORT_LIMIT } from '@/lib/admin/insights';
import { getDb } from '@/lib/db/client';
import { insightsQuery, parseInsightsRange, PRESETS } from '@/lib/admin/insights-range';
import { LEAD_KINDS, type Params } from '@/lib/admin/lead-filters';
import { requireStaff } from '@/lib/admin/session';
import { campaignValues, MAX_CAMPAIGN_VALUES } from '@/lib/insights/campaigns';
import { NOT_FOUND_PAGE, OTHER } from '@/lib/insights/classify';
import { intlLocale } from '@/lib/i18n/dates';
import type { AppPathname } from '@/lib/i18n/routing';
import { pages } from '@/lib/pages';

export const generateMetadata = adminTitle('AdminInsights.title');

// Page views, referring sites, campaigns and leads for a period: the period is a GET form (works
// without JavaScript, every view has an address), the charts are SVG drawn on the server, every
// number is also in a table. One staff form: the campaign values that are counted.
export default async function InsightsPage({ searchParams }: { searchParams: Promise<Params> }) {
  await requireStaff();
  const t = await adminTranslator('AdminInsights');
  const tLeads = await adminTranslator('AdminLeads');
  const locale = await adminLocale();
  const params = await searchParams;
  const range = parseInsightsRange(params);
  const db = await getDb();
  const [data, vocabulary] = await Promise.all([loadInsights(db, range), campaignValues(db)]);
  const saved = Number(params.saved);
  const catalogue = await adminMessages();
  const pageName = (page: string) => {
    if (page === NOT_FOUND_PAGE) return t('notFound');
    const entry = pages[page as AppPathname];
    return entry ? catalogue[entry.namespace].meta.title.split(' | ')[0] : page;
  };
  const number = new Intl.NumberFormat(intlLocale[locale]);
  const percent = new Intl.NumberFormat(intlLocale[locale], {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const max = Math.max(0, ...data.daily.map((day) => day.views));
  return (
    <>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 max-w-3xl">{t('intro')}</p>
      <form
        method="get"
        action="/admin/insights"
        className="mt-6 flex flex-wrap items-end gap-4"
        aria-label={t('periodLabel')}
      >
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="mb-1 font-semibold">{t('period')}</legend>
          {PRESETS.map((days) => (
            <label key={days} className="flex items-center gap-2">
              <input
                type="radio"
                name="range"
                value={days}
                defaultChecked={range.preset === days}
              />
              {t('last', { days })}
            </label>
          ))}
          <label className="flex items-center gap-2">
            <input type="radio" name="range" value="custom" defaultChecked={!range.preset} />
            {t('custom')}
          </label>
        </fieldset>
        {(['from', 'to'] as const).map((name) => (
          <div key={name} className="flex flex-col gap-1">
            <label htmlFor={`insights-${name}`} className="font-semibold">
              {t(name)}
            </label>
            <input
              id={`insights-${name}`}
              name={name}
              type="date"
              defaultValue={range[name]}
              className="rounded-md border border-slate-500 bg-white px-3 py-2"
            />
          </div>
        ))}
        <button type="submit" className="btn btn-primary">
          {t('show')}
        </button>
        {/* A download, not a page: a plain link. */}
        <a
          href={`/admin/insights/export${insightsQuery(range)}`}
          className="btn btn-outline"
          download
        >
          {t('exportCsv')}
        </a>
        <p className="basis-full text-sm text-muted">
          {t('exportLimit', { limit: PAGE_VIEW_EXPORT_LIMIT })}
        </p>
      </form>
      <p className="mt-6 font-semibold" role="status">
        {t('summary', { from: range.from, to: range.to, total: data.total })}
      </p>

      <Section title={t('dailyTitle')} id="daily" empty={data.total === 0 && t('emptyViews')}>
        <DailyChart
          days={data.daily}
          label={t('chartLabel', { from: range.from, to: range.to, max })}
        />
        <details className="mt-2">
          <summary className="cursor-pointer underline underline-offset-2">
            {t('dailyCaption')}
          </summary>
          <AdminTable caption={t('dailyCaption')} columns={[t('day'), t('views')]}>
            {data.daily.map((day) => (
              <tr key={day.day} className="border-b border-line">
                <td className="p-2">{day.day}</td>
                <td className="p-2 tabular-nums">{number.format(day.views)}</td>
              </tr>
            ))}
          </AdminTable>
        </details>
      </Section>

      <Section title={t('pagesTitle')} id="pages" empty={!data.pages.length && t('emptyViews')}>
        <AdminTable
          caption={t('pagesCaption')}
          columns={[t('page'), t('swedish'), t('english'), t('total')]}
        >
          {data.pages.map((row) => (
            <tr key={row.page} className="border-b border-line" data-page={row.page}>
              <td className="p-2">
                {pageName(row.page)} <span className="text-muted">({row.page})</span>
              </td>
              <td className="p-2 tabular-nums">{number.format(row.sv)}</td>
              <td className="p-2 tabular-nums">{number.format(row.en)}</td>
              <td className="p-2 font-semibold tabular-nums">{number.format(row.total)}</td>
            </tr>
          ))}
        </AdminTable>
      </Section>

      <Section
        title={t('referrersTitle')}
        id="referrers"
        empty={!data.referrers.length && t('emptyReferrers')}
      >
        <AdminTable caption={t('referrersCaption')} columns={[t('host'), t('views')]}>
          {data.referrers.map((row) => (
            <tr key={row.host} className="border-b border-line">
              <td className="p-2 break-all">
                {row.host === OTHER ? t('otherReferrer') : row.host}
              </td>
              <td className="p-2 tabular-nums">{number.format(row.views)}</td>
            </tr>
          ))}
        </AdminTable>
      </Section>

      <Section
        title={t('campaignsTitle')}
        id="campaigns"
        empty={!data.campaigns.length && t('emptyCampaigns')}
      >
        <AdminTable
          caption={t('campaignsCaption')}
          columns={[t('source'), t('medium'), t('campaign'), t('views'), t('leads')]}
        >
          {data.campaigns.map((row) => (
            <tr
              key={`${row.source}/${row.medium}/${row.campaign}`}
              className="border-b border-line"
            >
              {[row.source, row.medium, row.campaign].map((value, index) => (
                <td key={index} className="p-2 break-all">
                  {value === OTHER ? t('otherValue') : value || t('none')}
                </td>
              ))}
              <td className="p-2 tabular-nums">{number.format(row.views)}</td>
              <td className="p-2 tabular-nums">{number.format(row.leads)}</td>
            </tr>
          ))}
        </AdminTable>
      </Section>

      <Section title={t('campaignValuesTitle')} id="campaign-values">
        <p className="mt-2 max-w-3xl">{t('campaignValuesIntro')}</p>
        {Number.isInteger(saved) && saved >= 0 ? (
          <div className="mt-4 max-w-3xl">
            <DoneNotice message={t('campaignValuesSaved', { count: saved })} />
          </div>
        ) : null}
        <CampaignValuesForm
          initial={vocabulary.join('\n')}
          messages={await adminFormMessages('AdminInsights')}
          labels={{
            values: t('campaignValuesLabel'),
            hint: t('campaignValuesHint', { max: MAX_CAMPAIGN_VALUES }),
            submit: t('campaignValuesSave'),
          }}
        />
      </Section>

      <Section title={t('leadsTitle')} id="leads" empty={!data.leadWeeks.length && t('emptyLeads')}>
        <AdminTable
          caption={t('leadsCaption')}
          columns={[t('week'), ...LEAD_KINDS.map((kind) => tLeads(`kinds.${kind}`))]}
        >
          {data.leadWeeks.map((row) => (
            <tr key={row.week} className="border-b border-line">
              <td className="p-2">{row.week}</td>
              {LEAD_KINDS.map((kind) => (
                <td key={kind} className="p-2 tabular-nums">
                  {number.format(row.counts[kind] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </AdminTable>
      </Section>

      <Section title={t('conversionTitle')} id="conversion">
        <p className="mt-2 max-w-3xl">{t('conversionNote')}</p>
        <AdminTable
          caption={t('conversionCaption')}
          columns={[t('page'), t('conversion'), t('rate')]}
          className="mt-2"
        >
          {data.conversions.map((row) => (
            <tr key={row.page} className="border-b border-line" data-page={row.page}>
              <td className="p-2">
                {pageName(row.page)} <span className="text-muted">({row.page})</span>
              </td>
              <td className="p-2 tabular-nums">
                {t('conversionValue', {
                  leads: number.format(row.leads),
                  views: number.format(row.views),
                })}
              </td>
              <td className="p-2 tabular-nums">
                {row.views > 0 ? percent.format(row.leads / row.views) : t('none')}
              </td>
            </tr>
          ))}
        </AdminTable>
      </Section>
      <p className="mt-10">
        <Link prefetch={false} href="/admin" className="underline underline-offset-2">
          {tLeads('back')}
        </Link>
      </p>
    </>
  );
}

type SectionProps = { title: string; id: string; empty?: string | false; children: ReactNode };

/** A part of the page under its heading: `children`, or the `empty` sentence when there is nothing. */
function Section({ title, id, empty, children }: SectionProps) {
  const none = 'mt-2 max-w-3xl rounded-md border border-line bg-surface p-4';
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      {empty ? <p className={none}>{empty}</p> : children}
    </section>
  );
}
