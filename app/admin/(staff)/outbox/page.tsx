import { intlLocale } from '@/lib/i18n/dates';
import { adminLocale, adminTitle, adminTranslator } from '@/lib/admin/i18n';
import { DoneNotice } from '@/components/admin/tools/done-notice';
import { retryOutboxEmail } from '@/lib/admin/actions/outbox';
import { listProblemEmails, outboxCounts } from '@/lib/admin/outbox';
import { requireStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';
import { AdminTable } from '@/components/admin/admin-table';

export const generateMetadata = adminTitle('AdminOutbox.title');

export default async function AdminOutboxPage({
  searchParams,
}: {
  searchParams: Promise<{ done?: string }>;
}) {
  await requireStaff();
  const t = await adminTranslator('AdminOutbox');
  const format = new Intl.DateTimeFormat(intlLocale[await adminLocale()], {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  });
  const { done } = await searchParams;
  const db = await getDb();
  const [emails, counts] = await Promise.all([listProblemEmails(db), outboxCounts(db)]);
  const when = (date: Date) => format.format(date);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
        <p className="text-lg font-semibold">
          {t('waiting', { count: counts.waiting })}, {t('deadCount', { count: counts.dead })}
        </p>
        <DoneNotice
          message={done === 'queued' || done === 'not-retryable' ? t(`done.${done}`) : null}
        />
      </header>
      <AdminTable
        caption={t('title')}
        empty={emails.length === 0 && t('empty')}
        columns={[
          t('subject'),
          t('recipient'),
          t('created'),
          t('status'),
          t('attempts'),
          t('error'),
          <span key="retry" className="sr-only">
            {t('retry')}
          </span>,
        ]}
      >
        {emails.map((email) => (
          <tr key={email.id} className="border-b border-line align-top">
            <th scope="row" className="p-2 font-normal">
              {email.subject}
            </th>
            <td className="p-2">{email.recipient}</td>
            <td className="p-2 whitespace-nowrap">{when(email.createdAt)}</td>
            <td className="p-2">
              {email.status === 'dead'
                ? t('statusDead')
                : `${t('statusPending')} (${t('nextAttempt')}: ${when(email.nextAttemptAt)})`}
            </td>
            <td className="p-2 tabular-nums">{email.attempts}</td>
            <td className="p-2">
              <code className="break-all">{email.lastError}</code>
            </td>
            <td className="p-2">
              <form action={retryOutboxEmail}>
                <input type="hidden" name="id" value={email.id} />
                <button
                  type="submit"
                  className="btn btn-outline"
                  aria-label={t('retryNamed', { subject: email.subject })}
                >
                  {t('retry')}
                </button>
              </form>
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
