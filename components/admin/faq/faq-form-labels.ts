import 'server-only';
import { requiredLabel } from '@/components/admin/tools/form-messages';
import { adminTranslator, adminLocale } from '@/lib/admin/i18n';
import type { EditorCategory } from '@/lib/admin/faq';
import type { FaqFormLabels } from './faq-form';

/** The question form's labels and category choices in the back office's language. */
export async function faqFormProps(categories: EditorCategory[], submit: 'save' | 'create') {
  const t = await adminTranslator('AdminFaq');
  const sv = (await adminLocale()) === 'sv';
  const labels: FaqFormLabels = {
    swedish: t('swedish'),
    english: t('english'),
    categoryKey: t('fields.categoryKey'),
    questionSv: t('fields.questionSv'),
    questionEn: t('fields.questionEn'),
    answerSv: t('fields.answerSv'),
    answerEn: t('fields.answerEn'),
    isPublished: t('fields.isPublished'),
    required: await requiredLabel(),
    submit: t(submit),
  };
  const choices = categories.map((c) => ({ key: c.key, title: sv ? c.titleSv : c.titleEn }));
  return { labels, categories: choices };
}
