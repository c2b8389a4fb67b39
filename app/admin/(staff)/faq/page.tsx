import Link from 'next/link';
import { adminMessages, adminTitle, adminTranslator } from '@/lib/admin/i18n';
import { FaqCategoryForm } from '@/components/admin/faq/category-form';
import { categoryFormLabels } from '@/components/admin/faq/faq-form-labels';
import { FaqList } from '@/components/admin/faq/faq-list';
import { PlaceholderHelp } from '@/components/admin/faq/placeholder-help';
import { DoneNotice, doneKey } from '@/components/admin/tools/done-notice';
import { adminFormMessages } from '@/components/admin/tools/form-messages';
import { listFaqForEditor } from '@/lib/admin/faq';
import { requireStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';

export const generateMetadata = adminTitle('AdminFaq.title');

export default async function AdminFaqPage({
  searchParams,
}: {
  searchParams: Promise<{ done?: string }>;
}) {
  await requireStaff();
  const t = await adminTranslator('AdminFaq');
  const { done } = await searchParams;
  const notice = doneKey((await adminMessages()).AdminFaq.done, done);
  const categories = await listFaqForEditor(await getDb());
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
        <DoneNotice message={notice ? t(`done.${notice}`) : null} />
        <Link className="btn btn-primary" href="/admin/faq/new">
          {t('newQuestion')}
        </Link>
      </header>
      <FaqList categories={categories} />
      <section aria-labelledby="new-category" className="space-y-3">
        <h2 id="new-category" className="text-xl font-semibold">
          {t('newCategory')}
        </h2>
        <FaqCategoryForm
          initial={{ titleSv: '', titleEn: '' }}
          labels={await categoryFormLabels('create')}
          messages={{ ...(await adminFormMessages('AdminFaq')), invalid: t('errors.keyTaken') }}
        />
      </section>
      <PlaceholderHelp />
    </div>
  );
}
