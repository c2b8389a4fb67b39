import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

// prisma/content/faq.json is the editorial source of the FAQ: edited in git, synced into the
// database by `npm run faq:sync` (also by `npm run db:deploy`: before every build, and at every
// start of the embedded PostgreSQL). See lib/faq/sync.ts for what a sync does.
export const FAQ_CONTENT_PATH = path.join('prisma', 'content', 'faq.json');

const id = z.union([z.string().trim().min(1), z.number().int()]).transform(String);
const text = z.string().trim().min(1);
const sortOrder = z.number().int().default(0);

const categorySchema = z.object({
  id,
  key: text,
  title_sv: text,
  title_en: text,
  sort_order: sortOrder,
});

const faqSchema = z.object({
  id,
  category_key: text,
  question_sv: text,
  question_en: text,
  answer_sv: text,
  answer_en: text,
  sort_order: sortOrder,
  is_published: z.boolean().default(true),
});

function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

export const faqContentSchema = z
  .object({ categories: z.array(categorySchema), faqs: z.array(faqSchema) })
  .superRefine((content, ctx) => {
    const keys = content.categories.map((category) => category.key);
    const problems = [
      ...duplicates(content.categories.map((category) => category.id)).map(
        (d) => `duplicate category id ${d}`,
      ),
      ...duplicates(keys).map((d) => `duplicate category key ${d}`),
      ...duplicates(content.faqs.map((faq) => faq.id)).map((d) => `duplicate faq id ${d}`),
      ...content.faqs
        .filter((faq) => !keys.includes(faq.category_key))
        .map((faq) => `faq ${faq.id} has unknown category_key ${faq.category_key}`),
    ];
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
  });

export type FaqContent = z.infer<typeof faqContentSchema>;

/** The parsed content file, or null when there is none. Throws when it is malformed. */
export async function readFaqContent(file: string = FAQ_CONTENT_PATH): Promise<FaqContent | null> {
  let raw: string;
  try {
    raw = await readFile(path.resolve(file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const result = faqContentSchema.safeParse(JSON.parse(raw));
  if (!result.success) {
    throw new Error(`${file} is not valid FAQ content:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
