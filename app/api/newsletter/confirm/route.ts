import { hasLocale, type Locale } from 'next-intl';
import { runAfterResponse } from '@/lib/api/after-response';
import { isSameOrigin } from '@/lib/api/origin';
import { readFormFields } from '@/lib/api/read-body';
import { triggerDelivery } from '@/lib/email/trigger';
import { localizedPath } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';
import { confirmSubscription } from '@/lib/leads/newsletter';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { log } from '@/lib/log';

// The link in the double opt-in email, in two steps, because mail scanners and link previews
// follow links (GET, HEAD) for the visitor:
// - GET (and HEAD): changes nothing; 303 to the newsletter page, which asks with a button;
// - POST of that page's form (the token, the page's language): confirms, then 303 to the page
//   with the outcome in the subscriber's language (a reload does not post again).
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

function toPage(request: Request, locale: Locale, query: URLSearchParams): Response {
  const url = new URL(`${localizedPath(locale, '/newsletter')}?${query}`, request.url);
  return new Response(null, {
    status: 303,
    headers: { Location: url.pathname + url.search, ...NO_STORE },
  });
}

const localeOf = (hint: string | null): Locale =>
  hasLocale(routing.locales, hint) ? hint : routing.defaultLocale;

export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const confirm = query.get('token') ?? '';
  return toPage(request, localeOf(query.get('lang')), new URLSearchParams({ confirm }));
}

export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, request.url)) {
    return Response.json(
      { error: 'Cross-site request refused' },
      { status: 403, headers: NO_STORE },
    );
  }
  // The page's form: a token and a language, a few hundred bytes.
  const form = await readFormFields(request, { maxBytes: 4 * 1024 });
  if (form.kind !== 'ok') {
    const status = form.kind === 'tooLarge' ? 413 : form.kind === 'unsupported' ? 415 : 400;
    return Response.json({ error: form.kind }, { status, headers: NO_STORE });
  }
  const fallback = localeOf(form.fields.get('lang'));
  const status = (value: string) => new URLSearchParams({ status: value });
  try {
    const outcome = await confirmSubscription(form.fields.get('token'));
    if (outcome.status === 'invalid') log.info('newsletter.confirm_invalid_link');
    else runAfterResponse(triggerDelivery); // the staff notice and the welcome email
    return toPage(request, outcome.language ?? fallback, status(outcome.status));
  } catch (error) {
    // The database being away is an outage (a warning, the visitor retries), anything else a bug.
    if (isDatabaseUnavailable(error))
      log.warn('newsletter.confirm_database_unavailable', { error });
    else log.error('newsletter.confirm_failed', { error });
    return toPage(request, fallback, status('unavailable'));
  }
}
