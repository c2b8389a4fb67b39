import Link from 'next/link';
import { notFound } from 'next/navigation';
import { adminTitle, adminTranslator } from '@/lib/admin/i18n';
import { FaqDeleteForm } from '@/components/admin/faq/delete-form';
import { FaqForm } from '@/components/admin/faq/faq-form';
import { deleteFormLabels, faqFormProps } from '@/components/admin/faq/faq-form-labels';
import { PlaceholderHelp } from '@/components/admin/faq/placeholder-help';
import { adminFormMessages } from '@/components/admin/tools/form-messages';
import { getFaq, listFaqForEditor } from '@/lib/admin/faq';
import { requireStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';

export const generateMetadata = adminTitle('AdminFaq.editQuestion');

export default async function EditFaqPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff();
  const { id } = await params;
  const db = await getDb();
  const faq = await getFaq(db, id);
  if (!faq) notFound();
  const t = await adminTranslator('AdminFaq');
  const messages = await adminFormMessages('AdminFaq');
  return (
    <div className="space-y-6">
      <Link href="/admin/faq">{t('back')}</Link>
      <h1 className="text-3xl font-bold">{t('editQuestion')}</h1>
      <FaqForm
        id={faq.id}
        initial={faq}
        messages={messages}
        {...await faqFormProps(await listFaqForEditor(db), 'save')}
      />
      <PlaceholderHelp />
      <FaqDeleteForm
        kind="faq"
        id={faq.id}
        messages={messages}
        labels={await deleteFormLabels(t('deleteQuestionTitle'))}
      />
    </div>
  );
}
