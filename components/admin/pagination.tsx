import Link from 'next/link';
import { adminTranslator } from '@/lib/admin/i18n';

/** Previous/next links for a paged list; `href(page)` keeps the list's filters. */
export async function AdminPagination({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const t = await adminTranslator('Admin');
  return (
    <nav aria-label={t('pagination')} className="mt-4 flex items-center gap-4">
      {page > 1 ? (
        <Link
          prefetch={false}
          href={href(page - 1)}
          rel="prev"
          className="underline underline-offset-2"
        >
          {t('previous')}
        </Link>
      ) : null}
      <span>{t('pageOf', { page, pageCount })}</span>
      {page < pageCount ? (
        <Link
          prefetch={false}
          href={href(page + 1)}
          rel="next"
          className="underline underline-offset-2"
        >
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
