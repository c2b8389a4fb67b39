'use server';

import { redirect } from 'next/navigation';
import type * as z from 'zod/mini';
import type { AuditAction } from '@/lib/admin/audit';
import {
  createFaq,
  createFaqCategory,
  deleteFaq,
  deleteFaqCategory,
  FaqCategoryKeyTakenError,
  FaqCategoryNotEmptyError,
  FaqNotFoundError,
  moveFaq,
  moveFaqCategory,
  setFaqPublished,
  updateFaq,
  updateFaqCategory,
} from '@/lib/admin/faq';
import { revalidatePublicFaq } from '@/lib/admin/revalidate';
import type { AdminFormState } from '@/lib/admin/form-state';
import { Answer, answer, staffAction, staffPost, type StaffAudit } from '@/lib/admin/staff-action';
import { readFormValues, textOf, type FormValues } from '@/lib/forms/state';
import { log } from '@/lib/log';
import {
  faqCategoryInputSchema,
  faqInputSchema,
  newFaqCategoryInputSchema,
} from '@/lib/validation/admin-faq';
import { fieldErrors } from '@/lib/validation/errors';

// The FAQ editor's Server Actions (app/admin/(staff)/faq), built by lib/admin/staff-action.ts: the
// change and its audit event in one transaction through lib/admin/faq.ts, then the public FAQ
// pages are marked stale and the editor redirects back (post/redirect/get: a reload does not
// post again).

const FAQ_FIELDS = ['categoryKey', 'questionSv', 'questionEn', 'answerSv', 'answerEn'] as const;
const LIST = '/admin/faq';

function audit(
  action: AuditAction,
  target: string,
  details?: Record<string, string | boolean>,
): StaffAudit {
  return { action, target: `${action.split('.')[0]}/${target}`, details };
}

/** After the commit: the public FAQ anew, and back to the list saying what was done. */
function done(action: AuditAction): never {
  revalidatePublicFaq();
  redirect(`${LIST}?done=${action.replace('.', '-')}`);
}

function failure(error: unknown, kept: FormValues): AdminFormState {
  if (error instanceof FaqNotFoundError)
    return { status: 'failed', reason: 'notFound', values: kept };
  if (error instanceof FaqCategoryKeyTakenError) {
    return { status: 'invalid', errors: { key: 'invalid' }, values: kept };
  }
  if (error instanceof FaqCategoryNotEmptyError) {
    return { status: 'failed', reason: 'categoryNotEmpty', values: kept };
  }
  log.error('admin.faq_save_failed', { error });
  return { status: 'failed', reason: 'error', values: kept };
}

/** The list's buttons: a question or category that is gone meanwhile is said so, not an error. */
function buttonFailure(error: unknown): never {
  if (!(error instanceof FaqNotFoundError)) throw error;
  redirect(`${LIST}?done=not-found`);
}

/** The form's values as `schema` reads them, or the answer that says what is wrong with them. */
function validated<T>(schema: z.ZodMiniType<T>, kept: FormValues): T | Answer<AdminFormState> {
  const parsed = schema.safeParse(kept);
  if (parsed.success) return parsed.data;
  return answer<AdminFormState>({
    status: 'invalid',
    errors: fieldErrors(parsed.error),
    values: kept,
  });
}

/** Creates (no `id`) or updates a question. */
export const saveFaq = staffAction({
  parse(form) {
    const kept = readFormValues(form, [...FAQ_FIELDS, 'isPublished'], ['isPublished']);
    const data = validated(faqInputSchema, kept);
    return data instanceof Answer ? data : { id: textOf(form, 'id'), kept, data };
  },
  async run(tx, { id, data }) {
    const saved = id ? await updateFaq(tx, id, data) : await createFaq(tx, data);
    const action = id ? 'faq.update' : 'faq.create';
    const details = { categoryKey: data.categoryKey, isPublished: data.isPublished };
    return { result: action, audit: [audit(action, saved.id, details)] };
  },
  failed: (error, { kept }) => failure(error, kept),
  done,
});

/** The list's buttons: move up or down, publish or unpublish (no form to fill in). */
export const changeFaq = staffPost({
  parse(form) {
    const intent = textOf(form, 'intent');
    if (intent !== 'up' && intent !== 'down' && intent !== 'publish' && intent !== 'unpublish')
      return redirect(LIST);
    return { id: textOf(form, 'id'), intent } as const;
  },
  async run(tx, { id, intent }) {
    if (intent === 'up' || intent === 'down') {
      await moveFaq(tx, id, intent);
      return { result: 'faq.move' as const, audit: [audit('faq.move', id, { intent })] };
    }
    const isPublished = intent === 'publish';
    await setFaqPublished(tx, id, isPublished);
    return {
      result: `faq.${intent}` as const,
      audit: [audit(`faq.${intent}`, id, { isPublished })],
    };
  },
  failed: buttonFailure,
  done,
});

/** A deletion's id once its confirmation box is ticked, else the form's answer that it is not. */
function confirmedId(form: FormData) {
  if (!form.has('confirm')) {
    return answer<AdminFormState>({
      status: 'invalid',
      errors: { confirm: 'confirm' },
      values: {},
    });
  }
  return textOf(form, 'id');
}

/** Deletes a question once the confirmation box is ticked. */
export const removeFaq = staffAction({
  parse: confirmedId,
  async run(tx, id) {
    await deleteFaq(tx, id);
    return { result: 'faq.delete' as const, audit: [audit('faq.delete', id)] };
  },
  failed: (error) => failure(error, {}),
  done,
});

/** Creates (no `id`, with a key) or renames a category. */
export const saveFaqCategory = staffAction({
  parse(form) {
    const id = textOf(form, 'id');
    const kept = readFormValues(form, ['key', 'titleSv', 'titleEn']);
    const valid = validated(id ? faqCategoryInputSchema : newFaqCategoryInputSchema, kept);
    return valid instanceof Answer ? valid : { id, kept };
  },
  async run(tx, { id, kept }) {
    if (id) {
      await updateFaqCategory(tx, id, faqCategoryInputSchema.parse(kept));
      const action = 'faqCategory.update' as const;
      return { result: action, audit: [audit(action, id)] };
    }
    const created = await createFaqCategory(tx, newFaqCategoryInputSchema.parse(kept));
    const action = 'faqCategory.create' as const;
    return { result: action, audit: [audit(action, created.id)] };
  },
  failed: (error, { kept }) => failure(error, kept),
  done,
});

export const changeFaqCategory = staffPost({
  parse(form) {
    const intent = textOf(form, 'intent');
    if (intent !== 'up' && intent !== 'down') return redirect(LIST);
    return { id: textOf(form, 'id'), intent } as const;
  },
  async run(tx, { id, intent }) {
    await moveFaqCategory(tx, id, intent);
    const action = 'faqCategory.move' as const;
    return { result: action, audit: [audit(action, id, { intent })] };
  },
  failed: buttonFailure,
  done,
});

/** Deletes an empty category once the confirmation box is ticked. */
export const removeFaqCategory = staffAction({
  parse: confirmedId,
  async run(tx, id) {
    await deleteFaqCategory(tx, id);
    const action = 'faqCategory.delete' as const;
    return { result: action, audit: [audit(action, id)] };
  },
  failed: (error) => failure(error, {}),
  done,
});
