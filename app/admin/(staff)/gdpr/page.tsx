import { adminMessages, adminTitle, adminTranslator } from '@/lib/admin/i18n';
import { GdprTools } from '@/components/admin/gdpr/gdpr-tools';
import { DoneNotice } from '@/components/admin/tools/done-notice';
import { adminFormMessages, requiredLabel } from '@/components/admin/tools/form-messages';
import { requireStaff } from '@/lib/admin/session';

export const generateMetadata = adminTitle('AdminGdpr.title');

export default async function AdminGdprPage({
  searchParams,
}: {
  searchParams: Promise<{ done?: string; rows?: string }>;
}) {
  await requireStaff();
  const t = await adminTranslator('AdminGdpr');
  const { done, rows } = await searchParams;
  const erased = done === 'erased' && rows && /^\d{1,6}$/.test(rows) ? Number(rows) : null;
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
        <DoneNotice message={erased === null ? null : t('done.erased', { rows: erased })} />
      </header>
      <GdprTools
        messages={await adminFormMessages('AdminGdpr')}
        texts={(await adminMessages()).AdminGdpr}
        required={await requiredLabel()}
      />
    </div>
  );
}
