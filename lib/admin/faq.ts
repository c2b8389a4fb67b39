import 'server-only';
import type { Db } from '@/lib/db/client';
import { randomUUID } from 'node:crypto';
import { categoryFields, categoryOrder, faqFields } from '@/lib/faq/read';
import type { FaqCategoryInput, FaqInput, NewFaqCategoryInput } from '@/lib/validation/admin-faq';

// The back office's FAQ editor. Every change stamps `edited_at` on the rows it touches, and a
// deletion leaves the id in faq_deletions, so `faq:sync` (lib/faq/sync.ts) never overwrites or
// restores what staff did. The commands take the transaction their action runs in (several
// statements each); callers revalidate the public FAQ pages (lib/admin/revalidate.ts).

export type Direction = 'up' | 'down';

/** A category as the editor lists it: with when staff last changed it, and all its questions. */
export type EditorCategory = Awaited<ReturnType<typeof listFaqForEditor>>[number];

export class FaqCategoryKeyTakenError extends Error {
  override name = 'FaqCategoryKeyTakenError';
}
export class FaqCategoryNotEmptyError extends Error {
  override name = 'FaqCategoryNotEmptyError';
}
export class FaqNotFoundError extends Error {
  override name = 'FaqNotFoundError';
}

const ordered = [{ sortOrder: 'asc' as const }, { id: 'asc' as const }];

/** Every category in order with all its questions (unpublished included), in order. */
export async function listFaqForEditor(db: Db) {
  return db.faqCategory.findMany({
    orderBy: categoryOrder,
    select: {
      ...categoryFields,
      editedAt: true,
      faqs: { orderBy: ordered, select: { ...faqFields, editedAt: true } },
    },
  });
}

export async function getFaq(db: Db, id: string) {
  return db.faq.findUnique({ where: { id } });
}

export async function getFaqCategory(db: Db, id: string) {
  return db.faqCategory.findUnique({
    where: { id },
    include: { _count: { select: { faqs: true } } },
  });
}

async function nextSortOrder(tx: Db, categoryKey?: string): Promise<number> {
  const last = categoryKey
    ? await tx.faq.aggregate({ where: { categoryKey }, _max: { sortOrder: true } })
    : await tx.faqCategory.aggregate({ _max: { sortOrder: true } });
  return (last._max.sortOrder ?? 0) + 1;
}

async function requireCategory(tx: Db, key: string): Promise<void> {
  if (!(await tx.faqCategory.findUnique({ where: { key } }))) {
    throw new FaqNotFoundError(`No FAQ category with key ${key}.`);
  }
}

export async function createFaqCategory(tx: Db, input: NewFaqCategoryInput, now = new Date()) {
  if (await tx.faqCategory.findUnique({ where: { key: input.key } })) {
    throw new FaqCategoryKeyTakenError(`The category key ${input.key} is taken.`);
  }
  return tx.faqCategory.create({
    data: { id: randomUUID(), ...input, sortOrder: await nextSortOrder(tx), editedAt: now },
  });
}

export async function updateFaqCategory(
  tx: Db,
  id: string,
  input: FaqCategoryInput,
  now = new Date(),
) {
  const { count } = await tx.faqCategory.updateMany({
    where: { id },
    data: { ...input, editedAt: now },
  });
  if (count === 0) throw new FaqNotFoundError(`No FAQ category ${id}.`);
}

/** Keeps a deleted row's id, so that `faq:sync` does not bring it back. */
async function recordDeletion(tx: Db, kind: 'faq' | 'category', id: string): Promise<void> {
  await tx.faqDeletion.upsert({
    where: { kind_id: { kind, id } },
    create: { kind, id },
    update: { deletedAt: new Date() },
  });
}

/** Deletes an empty category (its questions must be deleted or moved first). */
export async function deleteFaqCategory(tx: Db, id: string): Promise<void> {
  const category = await getFaqCategory(tx, id);
  if (!category) throw new FaqNotFoundError(`No FAQ category ${id}.`);
  if (category._count.faqs > 0) {
    throw new FaqCategoryNotEmptyError(`The FAQ category ${id} still has questions.`);
  }
  await tx.faqCategory.delete({ where: { id } });
  await recordDeletion(tx, 'category', id);
}

export async function createFaq(tx: Db, input: FaqInput, now = new Date()) {
  await requireCategory(tx, input.categoryKey);
  const sortOrder = await nextSortOrder(tx, input.categoryKey);
  return tx.faq.create({ data: { id: randomUUID(), ...input, sortOrder, editedAt: now } });
}

/** Updates a question; moved to another category, it goes last there. */
export async function updateFaq(tx: Db, id: string, input: FaqInput, now = new Date()) {
  const faq = await tx.faq.findUnique({ where: { id } });
  if (!faq) throw new FaqNotFoundError(`No FAQ ${id}.`);
  await requireCategory(tx, input.categoryKey);
  const sortOrder =
    faq.categoryKey === input.categoryKey
      ? faq.sortOrder
      : await nextSortOrder(tx, input.categoryKey);
  return tx.faq.update({ where: { id }, data: { ...input, sortOrder, editedAt: now } });
}

export async function setFaqPublished(tx: Db, id: string, isPublished: boolean, now = new Date()) {
  const { count } = await tx.faq.updateMany({
    where: { id },
    data: { isPublished, editedAt: now },
  });
  if (count === 0) throw new FaqNotFoundError(`No FAQ ${id}.`);
}

export async function deleteFaq(tx: Db, id: string): Promise<void> {
  const { count } = await tx.faq.deleteMany({ where: { id } });
  if (count === 0) throw new FaqNotFoundError(`No FAQ ${id}.`);
  await recordDeletion(tx, 'faq', id);
}

/**
 * The ids in their new order after moving `id` one place, or null when it cannot move (first,
 * last, or not there). Pure, so the rule is tested without a database.
 */
export function moveInOrder(
  ids: readonly string[],
  id: string,
  direction: Direction,
): string[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}

// Renumbers the siblings 1..n in their new order; only rows whose number changes are written
// (and marked edited), so equal or gappy numbers from the content file are straightened out too.
async function renumber(
  siblings: readonly { id: string; sortOrder: number }[],
  id: string,
  direction: Direction,
  write: (id: string, sortOrder: number) => Promise<unknown>,
): Promise<boolean> {
  const order = moveInOrder(
    siblings.map((s) => s.id),
    id,
    direction,
  );
  if (!order) return false;
  for (const [index, rowId] of order.entries()) {
    if (siblings.find((s) => s.id === rowId)?.sortOrder !== index + 1)
      await write(rowId, index + 1);
  }
  return true;
}

/** Moves a question one place within its category. False when it is already at that end. */
export async function moveFaq(tx: Db, id: string, direction: Direction, now = new Date()) {
  const faq = await tx.faq.findUnique({ where: { id } });
  if (!faq) throw new FaqNotFoundError(`No FAQ ${id}.`);
  const siblings = await tx.faq.findMany({
    where: { categoryKey: faq.categoryKey },
    orderBy: ordered,
    select: { id: true, sortOrder: true },
  });
  return renumber(siblings, id, direction, (rowId, sortOrder) =>
    tx.faq.update({ where: { id: rowId }, data: { sortOrder, editedAt: now } }),
  );
}

/** Moves a category one place. False when it is already at that end. */
export async function moveFaqCategory(tx: Db, id: string, direction: Direction, now = new Date()) {
  const siblings = await tx.faqCategory.findMany({
    orderBy: categoryOrder,
    select: { id: true, sortOrder: true },
  });
  if (!siblings.some((s) => s.id === id)) throw new FaqNotFoundError(`No FAQ category ${id}.`);
  return renumber(siblings, id, direction, (rowId, sortOrder) =>
    tx.faqCategory.update({ where: { id: rowId }, data: { sortOrder, editedAt: now } }),
  );
}
