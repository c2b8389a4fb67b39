'use server';

import { redirect } from 'next/navigation';
import { recordAudit, type AuditAction } from '@/lib/admin/audit';
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
import { formText, type AdminFormState, type AdminFormValues } from '@/lib/admin/form-state';
import { assertStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';
import { log } from '@/lib/log';
import {
  faqCategoryInputSchema,
  faqInputSchema,
  newFaqCategoryInputSchema,
} from '@/lib/validation/admin-faq';
import { fieldErrors } from '@/lib/validation/errors';

// The FAQ editor's Server Actions (app/admin/faq). Each checks the staff session first, changes
// the database through lib/admin/faq.ts, records an audit event, marks the public FAQ pages
// stale and redirects back (post/redirect/get: a reload does not post again).

const FAQ_FIELDS = ['categoryKey', 'questionSv', 'questionEn', 'answerSv', 'answerEn'] as const;
const LIST = '/admin/faq';

function values(form: FormData, fields: readonly string[]): AdminFormValues {
  return Object.fromEntries(fields.map((name) => [name, formText(form, name)]));
}

async function done(
  actor: string,
  action: AuditAction,
  target: string,
  details?: Record<string, string | boolean>,
): Promise<never> {
  await recordAudit({ actor, action, target: `${action.split('.')[0]}/${target}`, details });
  revalidatePublicFaq();
  redirect(`${LIST}?done=${action.replace('.', '-')}`);
}

function failure(error: unknown, kept: AdminFormValues): AdminFormState {
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

/** Creates (no `id`) or updates a question. */
export async function saveFaq(_: AdminFormState, form: FormData): Promise<AdminFormState> {
  const { email } = await assertStaff();
  const id = formText(form, 'id');
  const kept = { ...values(form, FAQ_FIELDS), isPublished: form.has('isPublished') };
  const parsed = faqInputSchema.safeParse(kept);
  if (!parsed.success)
    return { status: 'invalid', errors: fieldErrors(parsed.error), values: kept };
  let savedId: string;
  try {
    const db = await getDb();
    savedId = (id ? await updateFaq(db, id, parsed.data) : await createFaq(db, parsed.data)).id;
  } catch (error) {
    return failure(error, kept);
  }
  return done(email, id ? 'faq.update' : 'faq.create', savedId, {
    categoryKey: parsed.data.categoryKey,
    isPublished: parsed.data.isPublished,
  });
}

/** The list's buttons: move up or down, publish or unpublish (no form to fill in). */
export async function changeFaq(form: FormData): Promise<void> {
  const { email } = await assertStaff();
  const id = formText(form, 'id');
  const intent = formText(form, 'intent');
  const db = await getDb();
  try {
    if (intent === 'up' || intent === 'down') await moveFaq(db, id, intent);
    else if (intent === 'publish' || intent === 'unpublish') {
      await setFaqPublished(db, id, intent === 'publish');
    } else return redirect(LIST);
  } catch (error) {
    if (!(error instanceof FaqNotFoundError)) throw error;
    return redirect(`${LIST}?done=not-found`);
  }
  if (intent === 'publish' || intent === 'unpublish') {
    return done(email, `faq.${intent}`, id, { isPublished: intent === 'publish' });
  }
  return done(email, 'faq.move', id, { intent });
}

/** Deletes a question once the confirmation box is ticked. */
export async function removeFaq(_: AdminFormState, form: FormData): Promise<AdminFormState> {
  const { email } = await assertStaff();
  const id = formText(form, 'id');
  if (!form.has('confirm'))
    return { status: 'invalid', errors: { confirm: 'confirm' }, values: {} };
  try {
    await deleteFaq(await getDb(), id);
  } catch (error) {
    return failure(error, {});
  }
  return done(email, 'faq.delete', id);
}

/** Creates (no `id`, with a key) or renames a category. */
export async function saveFaqCategory(_: AdminFormState, form: FormData): Promise<AdminFormState> {
  const { email } = await assertStaff();
  const id = formText(form, 'id');
  const kept = values(form, ['key', 'titleSv', 'titleEn']);
  const parsed = (id ? faqCategoryInputSchema : newFaqCategoryInputSchema).safeParse(kept);
  if (!parsed.success)
    return { status: 'invalid', errors: fieldErrors(parsed.error), values: kept };
  let savedId = id;
  try {
    const db = await getDb();
    if (id) await updateFaqCategory(db, id, parsed.data);
    else savedId = (await createFaqCategory(db, newFaqCategoryInputSchema.parse(kept))).id;
  } catch (error) {
    return failure(error, kept);
  }
  return done(email, id ? 'faqCategory.update' : 'faqCategory.create', savedId);
}

export async function changeFaqCategory(form: FormData): Promise<void> {
  const { email } = await assertStaff();
  const id = formText(form, 'id');
  const intent = formText(form, 'intent');
  if (intent !== 'up' && intent !== 'down') return redirect(LIST);
  try {
    await moveFaqCategory(await getDb(), id, intent);
  } catch (error) {
    if (!(error instanceof FaqNotFoundError)) throw error;
    return redirect(`${LIST}?done=not-found`);
  }
  return done(email, 'faqCategory.move', id, { intent });
}

/** Deletes an empty category once the confirmation box is ticked. */
export async function removeFaqCategory(
  _: AdminFormState,
  form: FormData,
): Promise<AdminFormState> {
  const { email } = await assertStaff();
  const id = formText(form, 'id');
  if (!form.has('confirm'))
    return { status: 'invalid', errors: { confirm: 'confirm' }, values: {} };
  try {
    await deleteFaqCategory(await getDb(), id);
  } catch (error) {
    return failure(error, {});
  }
  return done(email, 'faqCategory.delete', id);
}
