import type { Metadata } from 'next';
import { AdminPagination } from '@/components/admin/pagination';
import { AUDIT_ACTIONS, listAudit } from '@/lib/admin/audit';
import { adminLocale, adminTranslator } from '@/lib/admin/i18n';
import { requireStaff } from '@/lib/admin/session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator('AdminAudit');
  return { title: t('title') };
}

const KNOWN = new Set<string>(AUDIT_ACTIONS);

export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff();
  const t = await adminTranslator('AdminAudit');
  const tAdmin = await adminTranslator('Admin');
  const locale = await adminLocale();
  const pageParam = (await searchParams).page;
  const { events, page, pageCount } = await listAudit(
    Number(typeof pageParam === 'string' ? pageParam : 1),
  );
  const time = new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Stockholm',
  });
  return (
    <>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 max-w-prose">{t('intro')}</p>
      {events.length === 0 ? (
        <p className="mt-6">{tAdmin('empty')}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4">
                  {t('time')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('actor')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('action')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('target')}
                </th>
                <th scope="col" className="py-2">
                  {t('details')}
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id} className="border-b border-line align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <time dateTime={event.createdAt.toISOString()}>
                      {time.format(event.createdAt)}
                    </time>
                  </td>
                  <td className="py-2 pr-4">{event.actor}</td>
                  <td className="py-2 pr-4" data-action={event.action}>
                    {KNOWN.has(event.action)
                      ? t(`actions.${event.action.replace('.', '_') as 'auth_sign_in'}`)
                      : event.action}
                  </td>
                  <td className="py-2 pr-4 break-all">{event.target ?? ''}</td>
                  <td className="py-2 font-mono text-xs break-all">
                    {event.details === null ? '' : JSON.stringify(event.details)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination page={page} pageCount={pageCount} href={(n) => `/admin/audit?page=${n}`} />
    </>
  );
}
