import * as z from 'zod/mini';
import { MAX_LENGTH } from './constants';
import { multilineText, requiredText } from './fields';

// The back office's FAQ forms (lib/admin/faq.ts): Swedish and English side by side. Messages are
// ValidationKeys, as in every schema here.

/** A category key: the anchor of the category on the FAQ page, lower-case words and hyphens. */
const CATEGORY_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const faqCategoryInputSchema = z.object({
  titleSv: requiredText(),
  titleEn: requiredText(),
});

export const newFaqCategoryInputSchema = z.object({
  key: requiredText(60).check(z.regex(CATEGORY_KEY, { error: 'invalid' })),
  titleSv: requiredText(),
  titleEn: requiredText(),
});

export const faqInputSchema = z.object({
  categoryKey: requiredText(60),
  questionSv: requiredText(MAX_LENGTH.short * 2),
  questionEn: requiredText(MAX_LENGTH.short * 2),
  answerSv: multilineText(),
  answerEn: multilineText(),
  isPublished: z.boolean(),
});

export type FaqCategoryInput = z.output<typeof faqCategoryInputSchema>;
export type NewFaqCategoryInput = z.output<typeof newFaqCategoryInputSchema>;
export type FaqInput = z.output<typeof faqInputSchema>;
