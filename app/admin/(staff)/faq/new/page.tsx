import Link from 'next/link';
import { adminTitle, adminTranslator } from '@/lib/admin/i18n';
import { FaqForm } from '@/components/admin/faq/faq-form';
import { faqFormProps } from '@/components/admin/faq/faq-form-labels';
import { PlaceholderHelp } from '@/components/admin/faq/placeholder-help';
import { adminFormMessages } from '@/components/admin/tools/form-messages';
import { listFaqForEditor } from '@/lib/admin/faq';
import { requireStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';

export const generateMetadata = adminTitle('AdminFaq.newQuestion');

export default async function NewFaqPage({
  searchParams,
}: {
  searchParams: Promise<{ category?: string }>;
}) {
  await requireStaff();
  const t = await adminTranslator('AdminFaq');
  const { category } = await searchParams;
  const categories = await listFaqForEditor(await getDb());
  const categoryKey = categories.find((c) => c.key === category)?.key ?? categories[0]?.key ?? '';
  return (
    <div className="space-y-6">
      <Link href="/admin/faq">{t('back')}</Link>
      <h1 className="text-3xl font-bold">{t('newQuestion')}</h1>
      <FaqForm
        initial={{
          categoryKey,
          questionSv: '',
          questionEn: '',
          answerSv: '',
          answerEn: '',
          isPublished: true,
        }}
        messages={await adminFormMessages('AdminFaq')}
        {...await faqFormProps(categories, 'create')}
      />
      <PlaceholderHelp />
    </div>
  );
}
