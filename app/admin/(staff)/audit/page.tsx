import { intlLocale } from '@/lib/i18n/dates';
import { AdminPagination } from '@/components/admin/pagination';
import { AUDIT_ACTIONS, listAudit } from '@/lib/admin/audit';
import { adminLocale, adminTitle, adminTranslator } from '@/lib/admin/i18n';
import type { Params } from '@/lib/admin/lead-filters';
import { requireStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';
import { AdminTable } from '@/components/admin/admin-table';

export const generateMetadata = adminTitle('AdminAudit.title');

const KNOWN = new Set<string>(AUDIT_ACTIONS);

export default async function AuditPage({ searchParams }: { searchParams: Promise<Params> }) {
  await requireStaff();
  const t = await adminTranslator('AdminAudit');
  const tAdmin = await adminTranslator('Admin');
  const locale = await adminLocale();
  const pageParam = (await searchParams).page;
  const { events, page, pageCount } = await listAudit(
    await getDb(),
    Number(typeof pageParam === 'string' ? pageParam : 1),
  );
  const time = new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Stockholm',
  });
  return (
    <>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 max-w-prose">{t('intro')}</p>
      <AdminTable
        caption={t('caption')}
        columns={[t('time'), t('actor'), t('action'), t('target'), t('details')]}
        className="mt-6"
        empty={events.length === 0 && tAdmin('empty')}
      >
        {events.map((event) => (
          <tr key={event.id} className="border-b border-line align-top">
            <td className="p-2 whitespace-nowrap">
              <time dateTime={event.createdAt.toISOString()}>{time.format(event.createdAt)}</time>
            </td>
            <td className="p-2">{event.actor}</td>
            <td className="p-2" data-action={event.action}>
              {KNOWN.has(event.action)
                ? t(`actions.${event.action.replace('.', '_') as 'auth_sign_in'}`)
                : event.action}
            </td>
            <td className="p-2 break-all">{event.target ?? ''}</td>
            <td className="py-2 font-mono text-xs break-all">
              {event.details === null ? '' : JSON.stringify(event.details)}
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPagination page={page} pageCount={pageCount} href={(n) => `/admin/audit?page=${n}`} />
    </>
  );
}
