import 'server-only';
import { requiredLabel } from '@/components/admin/tools/form-messages';
import { adminTranslator, adminLocale } from '@/lib/admin/i18n';
import type { EditorCategory } from '@/lib/admin/faq';

// The FAQ editor's labels in the back office's language, for its client forms.

/** The question form's labels and category choices. */
export async function faqFormProps(categories: EditorCategory[], submit: 'save' | 'create') {
  const t = await adminTranslator('AdminFaq');
  const sv = (await adminLocale()) === 'sv';
  const labels = {
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

/** The category form's labels. */
export async function categoryFormLabels(submit: 'save' | 'create') {
  const t = await adminTranslator('AdminFaq');
  return {
    key: t('fields.key'),
    titleSv: t('fields.titleSv'),
    titleEn: t('fields.titleEn'),
    required: await requiredLabel(),
    submit: t(submit),
  };
}

/** A deletion form's labels: its `title`, and a `hint` when there is one. */
export async function deleteFormLabels(title: string, hint?: string) {
  const t = await adminTranslator('AdminFaq');
  return {
    title,
    hint,
    confirm: t('deleteConfirm'),
    required: await requiredLabel(),
    submit: t('delete'),
  };
}
