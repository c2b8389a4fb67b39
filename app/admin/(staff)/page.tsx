import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminNotice } from '@/components/admin/notice';
import { SalaryRuleWarnings } from '@/components/admin/salary/rule-warnings';
import { AdminPagination } from '@/components/admin/pagination';
import { adminTranslator } from '@/lib/admin/i18n';
import { stockholmTime } from '@/lib/admin/lead-export';
import {
  LEAD_KINDS,
  LEAD_STATUSES,
  leadFilterQuery,
  parseLeadFilters,
} from '@/lib/admin/lead-filters';
import { EXPORT_LIMIT, listLeads } from '@/lib/admin/leads';
import { getDb } from '@/lib/db/client';
import { appPathnames } from '@/lib/i18n/routing';
import { requireStaff } from '@/lib/admin/session';
import { AdminTable } from '@/components/admin/admin-table';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator('AdminLeads');
  return { title: t('title') };
}

type Params = Record<string, string | string[] | undefined>;

// The inbox: every lead, newest first. The filters are a GET form, so every view has an address
// and works without JavaScript; the export takes the same query.
export default async function LeadsPage({ searchParams }: { searchParams: Promise<Params> }) {
  await requireStaff();
  const t = await adminTranslator('AdminLeads');
  const params = await searchParams;
  const filters = parseLeadFilters(params);
  const { leads, total, page, pageCount } = await listLeads(await getDb(), filters);
  const query = leadFilterQuery(filters);
  const field = 'rounded-md border border-slate-500 bg-white px-3 py-2';
  return (
    <>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <div className="mt-4 empty:hidden">
        <SalaryRuleWarnings />
      </div>
      {params.error === 'not_found' ? (
        <div className="mt-4">
          <AdminNotice tone="error">{t('notFound')}</AdminNotice>
        </div>
      ) : null}
      <form
        method="get"
        action="/admin"
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-6"
        role="search"
        aria-label={t('filters')}
      >
        <FilterField id="lead-q" label={t('search')} wide>
          <input id="lead-q" name="q" type="search" defaultValue={filters.q} className={field} />
        </FilterField>
        <FilterField id="lead-kind" label={t('kind')}>
          <select id="lead-kind" name="kind" defaultValue={filters.kind ?? ''} className={field}>
            <option value="">{t('all')}</option>
            {LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="lead-status" label={t('status')}>
          <select
            id="lead-status"
            name="status"
            defaultValue={filters.status ?? ''}
            className={field}
          >
            <option value="">{t('all')}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="lead-from" label={t('from')}>
          <input
            id="lead-from"
            name="from"
            type="date"
            defaultValue={filters.from ?? ''}
            className={field}
          />
        </FilterField>
        <FilterField id="lead-to" label={t('to')}>
          <input
            id="lead-to"
            name="to"
            type="date"
            defaultValue={filters.to ?? ''}
            className={field}
          />
        </FilterField>
        <FilterField id="lead-source" label={t('sourceFilter')}>
          <select
            id="lead-source"
            name="source"
            defaultValue={filters.sourcePage ?? ''}
            className={field}
          >
            <option value="">{t('all')}</option>
            {appPathnames.map((pathname) => (
              <option key={pathname} value={pathname}>
                {pathname}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="lead-campaign" label={t('campaignFilter')}>
          <input
            id="lead-campaign"
            name="campaign"
            type="text"
            defaultValue={filters.campaign}
            className={field}
          />
        </FilterField>
        <FilterField id="lead-referrer" label={t('referrerFilter')}>
          <input
            id="lead-referrer"
            name="referrer"
            type="text"
            placeholder="news.example.com"
            defaultValue={filters.referrer}
            className={field}
          />
        </FilterField>
        <div className="flex flex-wrap items-center gap-3 lg:col-span-6">
          <button type="submit" className="btn btn-primary">
            {t('apply')}
          </button>
          <Link prefetch={false} href="/admin" className="underline underline-offset-2">
            {t('clear')}
          </Link>
          {/* A download, not a page: a plain link. */}
          <a href={`/admin/leads/export${query}`} className="btn btn-outline" download>
            {t('exportCsv')}
          </a>
          <a
            href={`/admin/leads/export${query}${query ? '&' : '?'}format=xlsx`}
            className="btn btn-outline"
            download
          >
            {t('exportXlsx')}
          </a>
          <p className="text-sm text-muted">{t('exportLimit', { limit: EXPORT_LIMIT })}</p>
        </div>
      </form>
      <p className="mt-6" role="status">
        {t('count', { total })}
      </p>
      {leads.length > 0 ? (
        <AdminTable
          caption={t('caption')}
          columns={[t('received'), t('kind'), t('name'), t('email'), t('company'), t('status')]}
          className="mt-2"
        >
          {leads.map((lead) => (
            <tr key={`${lead.kind}/${lead.id}`} className="border-b border-line align-top">
              <td className="p-2 whitespace-nowrap">
                <time dateTime={lead.createdAt.toISOString()}>{stockholmTime(lead.createdAt)}</time>
              </td>
              <td className="p-2">{t(`kinds.${lead.kind}`)}</td>
              <td className="p-2">
                <Link
                  prefetch={false}
                  href={`/admin/leads/${lead.kind}/${lead.id}`}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  {lead.name || lead.email}
                </Link>
              </td>
              <td className="p-2 break-all">{lead.email}</td>
              <td className="p-2">{lead.company ?? ''}</td>
              <td className="p-2">{t(`statuses.${lead.status}`)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <AdminPagination
        page={page}
        pageCount={pageCount}
        href={(n) => `/admin${leadFilterQuery(filters, n)}`}
      />
    </>
  );
}

/** One labelled control of the inbox's filter form. */
function FilterField({
  id,
  label,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${wide ? 'lg:col-span-2' : ''}`}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}
