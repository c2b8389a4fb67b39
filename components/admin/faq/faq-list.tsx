import Link from 'next/link';
import { adminTranslator, adminLocale } from '@/lib/admin/i18n';
import { changeFaq, changeFaqCategory } from '@/lib/admin/actions/faq';
import type { EditorCategory } from '@/lib/admin/faq';

const small = 'rounded border border-line px-2 py-1 text-sm hover:bg-canvas disabled:opacity-50';

type Translator = Awaited<ReturnType<typeof adminTranslator<'AdminFaq'>>>;

/** "Move up" and "Move down" for one row of a reorder form (the form's `intent`). */
function MoveButtons({
  name,
  first,
  last,
  t,
}: {
  name: string;
  first: boolean;
  last: boolean;
  t: Translator;
}) {
  return (['up', 'down'] as const).map((intent) => (
    <button
      key={intent}
      className={small}
      name="intent"
      value={intent}
      disabled={intent === 'up' ? first : last}
      aria-label={t(intent === 'up' ? 'moveUpNamed' : 'moveDownNamed', { name })}
    >
      {t(intent === 'up' ? 'moveUp' : 'moveDown')}
    </button>
  ));
}

/** Every category with its questions, in order, and the buttons that work on one row. */
export async function FaqList({ categories }: { categories: EditorCategory[] }) {
  const t = await adminTranslator('AdminFaq');
  const sv = (await adminLocale()) === 'sv';
  return (
    <ol className="space-y-8">
      {categories.map((category, index) => {
        const name = sv ? category.titleSv : category.titleEn;
        return (
          <li key={category.id} className="rounded-lg border border-line p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id={`category-${category.key}`} className="text-xl font-semibold">
                {category.titleSv}{' '}
                <span className="font-normal text-muted">/ {category.titleEn}</span>
              </h2>
              <div className="flex flex-wrap gap-2">
                <form action={changeFaqCategory} className="flex gap-2">
                  <input type="hidden" name="id" value={category.id} />
                  <MoveButtons
                    name={name}
                    first={index === 0}
                    last={index === categories.length - 1}
                    t={t}
                  />
                </form>
                <Link
                  className={small}
                  href={`/admin/faq/categories/${encodeURIComponent(category.id)}`}
                  aria-label={t('editNamed', { name })}
                >
                  {t('edit')}
                </Link>
                <Link
                  className={small}
                  href={`/admin/faq/new?category=${encodeURIComponent(category.key)}`}
                >
                  {t('newQuestionIn', { name })}
                </Link>
              </div>
            </div>
            {category.faqs.length === 0 ? <p className="mt-3 text-muted">{t('empty')}</p> : null}
            <ol className="mt-3 divide-y divide-line">
              {category.faqs.map((faq, position) => {
                const question = sv ? faq.questionSv : faq.questionEn;
                return (
                  <li
                    key={faq.id}
                    className="flex flex-wrap items-start justify-between gap-3 py-3"
                  >
                    <div className="min-w-0 flex-1">
                      <p lang="sv">{faq.questionSv}</p>
                      <p lang="en" className="text-muted">
                        {faq.questionEn}
                      </p>
                      <p className="mt-1 text-sm">
                        <span className={faq.isPublished ? 'text-success-700' : 'text-danger-700'}>
                          {faq.isPublished ? t('published') : t('unpublished')}
                        </span>
                        {faq.editedAt ? (
                          <span className="ml-2 text-muted">· {t('edited')}</span>
                        ) : null}
                      </p>
                    </div>
                    <form action={changeFaq} className="flex flex-wrap gap-2">
                      <input type="hidden" name="id" value={faq.id} />
                      <MoveButtons
                        name={question}
                        first={position === 0}
                        last={position === category.faqs.length - 1}
                        t={t}
                      />
                      <button
                        className={small}
                        name="intent"
                        value={faq.isPublished ? 'unpublish' : 'publish'}
                        aria-label={t(faq.isPublished ? 'unpublishNamed' : 'publishNamed', {
                          name: question,
                        })}
                      >
                        {faq.isPublished ? t('unpublish') : t('publish')}
                      </button>
                      <Link
                        className={small}
                        href={`/admin/faq/${encodeURIComponent(faq.id)}`}
                        aria-label={t('editNamed', { name: question })}
                      >
                        {t('edit')}
                      </Link>
                    </form>
                  </li>
                );
              })}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}
