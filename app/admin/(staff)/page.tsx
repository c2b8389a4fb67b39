import Link from 'next/link';
import { AdminNotice } from '@/components/admin/notice';
import { SalaryRuleWarnings } from '@/components/admin/salary/rule-warnings';
import { AdminPagination } from '@/components/admin/pagination';
import { adminTitle, adminTranslator } from '@/lib/admin/i18n';
import { stockholmTime } from '@/lib/admin/lead-export';
import {
  LEAD_KINDS,
  LEAD_STATUSES,
  leadFilterQuery,
  parseLeadFilters,
  type Params,
} from '@/lib/admin/lead-filters';
import { EXPORT_LIMIT, listLeads } from '@/lib/admin/leads';
import { getDb } from '@/lib/db/client';
import { appPathnames } from '@/lib/i18n/routing';
import { requireStaff } from '@/lib/admin/session';
import { AdminTable } from '@/components/admin/admin-table';

export const generateMetadata = adminTitle('AdminLeads.title');

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
  // The filter form's controls, in its order: a select when `options` are given.
  const filterFields = [
    { name: 'q', label: t('search'), type: 'search', value: filters.q, wide: true },
    {
      name: 'kind',
      label: t('kind'),
      value: filters.kind,
      options: LEAD_KINDS.map((kind) => [kind, t(`kinds.${kind}`)] as const),
    },
    {
      name: 'status',
      label: t('status'),
      value: filters.status,
      options: LEAD_STATUSES.map((status) => [status, t(`statuses.${status}`)] as const),
    },
    { name: 'from', label: t('from'), type: 'date', value: filters.from },
    { name: 'to', label: t('to'), type: 'date', value: filters.to },
    {
      name: 'source',
      label: t('sourceFilter'),
      value: filters.sourcePage,
      options: appPathnames.map((pathname) => [pathname, pathname] as const),
    },
    { name: 'campaign', label: t('campaignFilter'), type: 'text', value: filters.campaign },
    {
      name: 'referrer',
      label: t('referrerFilter'),
      type: 'text',
      placeholder: 'news.example.com',
      value: filters.referrer,
    },
  ];
  return (
    <>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <div className="mt-4 empty:hidden">
        <SalaryRuleWarnings />
      </div>
      {params.error === 'not_found' ? (
        <AdminNotice tone="error">{t('notFound')}</AdminNotice>
      ) : null}
      <form
        method="get"
        action="/admin"
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-6"
        role="search"
        aria-label={t('filters')}
      >
        {filterFields.map(({ name, label, type, placeholder, value, options, wide }) => (
          <div key={name} className={`flex flex-col gap-1 ${wide ? 'lg:col-span-2' : ''}`}>
            <label htmlFor={`lead-${name}`} className="font-semibold">
              {label}
            </label>
            {options ? (
              <select id={`lead-${name}`} name={name} defaultValue={value ?? ''} className={field}>
                <option value="">{t('all')}</option>
                {options.map(([option, text]) => (
                  <option key={option} value={option}>
                    {text}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`lead-${name}`}
                name={name}
                type={type}
                placeholder={placeholder}
                defaultValue={value ?? ''}
                className={field}
              />
            )}
          </div>
        ))}
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
