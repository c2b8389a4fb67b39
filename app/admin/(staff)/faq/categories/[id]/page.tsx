import Link from 'next/link';
import { notFound } from 'next/navigation';
import { adminTitle, adminTranslator } from '@/lib/admin/i18n';
import { FaqCategoryForm } from '@/components/admin/faq/category-form';
import { FaqDeleteForm } from '@/components/admin/faq/delete-form';
import { categoryFormLabels, deleteFormLabels } from '@/components/admin/faq/faq-form-labels';
import { adminFormMessages } from '@/components/admin/tools/form-messages';
import { getFaqCategory } from '@/lib/admin/faq';
import { requireStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';

export const generateMetadata = adminTitle('AdminFaq.editCategory');

export default async function EditFaqCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff();
  const { id } = await params;
  const category = await getFaqCategory(await getDb(), id);
  if (!category) notFound();
  const t = await adminTranslator('AdminFaq');
  const messages = await adminFormMessages('AdminFaq');
  return (
    <div className="space-y-6">
      <Link href="/admin/faq">{t('back')}</Link>
      <h1 className="text-3xl font-bold">{t('editCategory')}</h1>
      <p className="text-muted">
        {t('fields.key')}: <code>{category.key}</code>
      </p>
      <FaqCategoryForm
        id={category.id}
        initial={category}
        messages={messages}
        labels={await categoryFormLabels('save')}
      />
      <FaqDeleteForm
        kind="category"
        id={category.id}
        messages={messages}
        labels={await deleteFormLabels(
          t('deleteCategoryTitle'),
          category._count.faqs > 0 ? t('categoryNotEmptyHint') : undefined,
        )}
      />
    </div>
  );
}
