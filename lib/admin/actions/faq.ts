'use server';

import { redirect } from 'next/navigation';
import type { AuditAction } from '@/lib/admin/audit';
import type { Db } from '@/lib/db/client';
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
import {
  Answer,
  invalid,
  staffAction,
  staffPost,
  validated,
  type AdminFormState,
} from '@/lib/admin/staff-action';
import { readFormValues, textOf, type FormValues } from '@/lib/forms/state';
import { log } from '@/lib/log';
import {
  faqCategoryInputSchema,
  faqInputSchema,
  newFaqCategoryInputSchema,
} from '@/lib/validation/admin-faq';

// The FAQ editor's Server Actions (app/admin/(staff)/faq), built by lib/admin/staff-action.ts: the
// change and its audit event in one transaction through lib/admin/faq.ts, then the public FAQ
// pages are marked stale and the editor redirects back (post/redirect/get: a reload does not
// post again).

const FAQ_FIELDS = ['categoryKey', 'questionSv', 'questionEn', 'answerSv', 'answerEn'] as const;
const LIST = '/admin/faq';

/** What run() returns: the action (done() says it) and its audit row about `id`. */
function changed<A extends AuditAction>(
  action: A,
  id: string,
  details?: Record<string, string | boolean>,
) {
  return { result: action, audit: [{ action, target: `${action.split('.')[0]}/${id}`, details }] };
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

/** Creates (no `id`) or updates a question. */
export const saveFaq = staffAction({
  parse(form) {
    const kept = readFormValues(form, [...FAQ_FIELDS, 'isPublished'], ['isPublished']);
    const data = validated(faqInputSchema.safeParse(kept), kept);
    return data instanceof Answer ? data : { id: textOf(form, 'id'), kept, data };
  },
  async run(tx, { id, data }) {
    const saved = id ? await updateFaq(tx, id, data) : await createFaq(tx, data);
    const details = { categoryKey: data.categoryKey, isPublished: data.isPublished };
    return changed(id ? 'faq.update' : 'faq.create', saved.id, details);
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
      return changed('faq.move', id, { intent });
    }
    const isPublished = intent === 'publish';
    await setFaqPublished(tx, id, isPublished);
    return changed(`faq.${intent}`, id, { isPublished });
  },
  failed: buttonFailure,
  done,
});

/** Deletes a question or an empty category once the confirmation box is ticked. */
function removal(action: AuditAction, remove: (tx: Db, id: string) => Promise<void>) {
  return staffAction({
    parse: (form) =>
      form.has('confirm') ? textOf(form, 'id') : invalid({ confirm: 'confirm' }, {}),
    async run(tx, id) {
      await remove(tx, id);
      return changed(action, id);
    },
    failed: (error) => failure(error, {}),
    done,
  });
}

export const removeFaq = removal('faq.delete', deleteFaq);

/** Creates (no `id`, with a key) or renames a category. */
export const saveFaqCategory = staffAction({
  parse(form) {
    const id = textOf(form, 'id');
    const kept = readFormValues(form, ['key', 'titleSv', 'titleEn']);
    const schema = id ? faqCategoryInputSchema : newFaqCategoryInputSchema;
    const valid = validated(schema.safeParse(kept), kept);
    return valid instanceof Answer ? valid : { id, kept };
  },
  async run(tx, { id, kept }) {
    if (id) {
      await updateFaqCategory(tx, id, faqCategoryInputSchema.parse(kept));
      return changed('faqCategory.update', id);
    }
    const created = await createFaqCategory(tx, newFaqCategoryInputSchema.parse(kept));
    return changed('faqCategory.create', created.id);
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
    return changed('faqCategory.move', id, { intent });
  },
  failed: buttonFailure,
  done,
});

export const removeFaqCategory = removal('faqCategory.delete', deleteFaqCategory);
