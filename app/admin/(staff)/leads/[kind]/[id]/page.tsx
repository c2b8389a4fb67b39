import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminNotice } from '@/components/admin/notice';
import { adminLocale, adminTitle, adminTranslator } from '@/lib/admin/i18n';
import { saveLeadState } from '@/lib/admin/actions/lead-state';
import { getLead, type FieldValue } from '@/lib/admin/lead-detail';
import { stockholmTime } from '@/lib/admin/lead-export';
import { isInboxLeadKind, LEAD_STATUSES, NOTE_MAX_LENGTH } from '@/lib/admin/lead-filters';
import { requireStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';
import { valueLabel } from '@/lib/email/labels';
import { formFieldOf } from '@/lib/forms/stored-fields';
import { OTHER } from '@/lib/insights/classify';

type Props = {
  params: Promise<{ kind: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = adminTitle('AdminLeads.detailTitle');

export default async function LeadPage({ params, searchParams }: Props) {
  await requireStaff();
  const { kind, id } = await params;
  if (!isInboxLeadKind(kind)) notFound();
  const lead = await getLead(await getDb(), kind, id);
  if (!lead) notFound();
  const t = await adminTranslator('AdminLeads');
  const tInsights = await adminTranslator('AdminInsights');
  const locale = await adminLocale();
  const query = await searchParams;
  const show = (key: string, value: FieldValue): string => {
    if (value === null) return '';
    if (value instanceof Date) return stockholmTime(value);
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    // Codes the forms send (a contact form's service) read as the form's own words.
    return key === 'service' ? valueLabel(key, value, locale) : String(value);
  };
  const label = (key: string): string => {
    const name = formFieldOf(lead.kind, key);
    return t.has(`fields.${name}` as 'fields.email') ? t(`fields.${name}` as 'fields.email') : key;
  };
  return (
    <>
      <p>
        <Link prefetch={false} href="/admin" className="underline underline-offset-2">
          {t('back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">
        {t(`kinds.${lead.kind}`)}: {lead.email}
      </h1>
      {query.saved ? (
        <AdminNotice tone="info">{t('saved')}</AdminNotice>
      ) : query.error ? (
        <AdminNotice tone="error">{t('invalid', { max: NOTE_MAX_LENGTH })}</AdminNotice>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="lead-fields">
          <h2 id="lead-fields" className="text-xl font-semibold">
            {t('fieldsTitle')}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {lead.fields.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-semibold">{label(key)}</dt>
                <dd className="break-words whitespace-pre-line" data-field={key}>
                  {show(key, value)}
                </dd>
              </div>
            ))}
          </dl>
          <h2 id="lead-source" className="mt-8 text-xl font-semibold">
            {t('sourceTitle')}
          </h2>
          {lead.source ? (
            <dl
              aria-labelledby="lead-source"
              className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2"
            >
              {(
                [
                  ['sourcePage', lead.source.page],
                  ['referrerHost', lead.source.referrerHost],
                  ['utmSource', lead.source.utmSource],
                  ['utmMedium', lead.source.utmMedium],
                  ['utmCampaign', lead.source.utmCampaign],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="font-semibold">{t(key)}</dt>
                  <dd className="break-words" data-source={key}>
                    {value === OTHER ? tInsights('otherValue') : value || '–'}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-3">{t('noSource')}</p>
          )}
        </section>
        <section aria-labelledby="lead-handling">
          <h2 id="lead-handling" className="text-xl font-semibold">
            {t('handling')}
          </h2>
          <form action={saveLeadState} className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="kind" value={lead.kind} />
            <input type="hidden" name="id" value={lead.id} />
            <label htmlFor="lead-status" className="font-semibold">
              {t('status')}
            </label>
            <select
              id="lead-status"
              name="status"
              defaultValue={lead.status}
              className="rounded-md border border-slate-500 bg-white px-3 py-2"
            >
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
            <label htmlFor="lead-note" className="font-semibold">
              {t('note')}
            </label>
            <textarea
              id="lead-note"
              name="note"
              rows={5}
              maxLength={NOTE_MAX_LENGTH}
              defaultValue={lead.note}
              className="rounded-md border border-slate-500 bg-white px-3 py-2"
            />
            <div>
              <button type="submit" className="btn btn-primary">
                {t('save')}
              </button>
            </div>
            {lead.stateUpdatedBy && lead.stateUpdatedAt ? (
              <p className="text-sm">
                {t('lastChanged', {
                  who: lead.stateUpdatedBy,
                  when: stockholmTime(lead.stateUpdatedAt),
                })}
              </p>
            ) : null}
          </form>
          <h2 className="mt-8 text-xl font-semibold" id="lead-emails">
            {t('emails')}
          </h2>
          {lead.emails.length === 0 ? (
            <p className="mt-2">{t('noEmails')}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-3" aria-labelledby="lead-emails">
              {lead.emails.map((email) => (
                <li
                  key={email.id}
                  className="rounded-md border border-line bg-white p-3 text-sm"
                  data-email-status={email.status}
                >
                  <p className="font-semibold">{email.subject}</p>
                  <p>{t('emailTo', { recipient: email.recipient })}</p>
                  <p>
                    {t(`emailStatuses.${email.status as 'sent'}`)}
                    {' · '}
                    {t('attempts', { count: email.attempts })}
                    {email.sentAt ? ` · ${stockholmTime(email.sentAt)}` : ''}
                  </p>
                  {email.lastError ? <p className="text-red-800">{email.lastError}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
