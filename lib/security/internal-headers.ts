import { ADMIN_LOCALE_HEADER, ADMIN_NONCE_HEADER, ADMIN_PATH_HEADER } from '@/lib/admin/constants';
import { LOCALE_HEADER } from '@/lib/i18n/internal-rewrites';

// Request headers the site sets for itself: next-intl's locale, which next.config.ts's rewrites
// of Swedish addresses follow, and the back office's nonce, language and path. A client may send
// headers of these names too; middleware.ts removes them before anything routes on them.
export const INTERNAL_HEADERS: readonly string[] = [
  LOCALE_HEADER,
  ADMIN_NONCE_HEADER,
  ADMIN_LOCALE_HEADER,
  ADMIN_PATH_HEADER,
];

/** A copy of `headers` without any of INTERNAL_HEADERS. */
export function withoutInternalHeaders(headers: Headers): Headers {
  const kept = new Headers(headers);
  for (const name of INTERNAL_HEADERS) kept.delete(name);
  return kept;
}
