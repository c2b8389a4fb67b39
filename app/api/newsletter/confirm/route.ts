import { hasLocale, type Locale } from 'next-intl';
import { runAfterResponse } from '@/lib/api/after-response';
import { triggerDelivery } from '@/lib/email/trigger';
import { localizedPath } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';
import { confirmSubscription } from '@/lib/leads/newsletter';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { log } from '@/lib/log';

// The link in the double opt-in email: confirms, then shows the outcome on the newsletter page in
// the subscriber's language (303, so a reload does not repeat the GET's side effect).
export const dynamic = 'force-dynamic';

function landing(request: Request, locale: Locale, status: string): Response {
  const url = new URL(`${localizedPath(locale, '/newsletter')}?status=${status}`, request.url);
  return new Response(null, {
    status: 303,
    headers: { Location: url.pathname + url.search, 'Cache-Control': 'no-store' },
  });
}

export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const hint = query.get('lang');
  const fallback: Locale = hasLocale(routing.locales, hint) ? hint : routing.defaultLocale;
  try {
    const outcome = await confirmSubscription(query.get('token'));
    if (outcome.status === 'invalid') log.info('newsletter.confirm_invalid_link');
    else runAfterResponse(triggerDelivery); // the staff notice and the welcome email
    return landing(request, outcome.language ?? fallback, outcome.status);
  } catch (error) {
    // The database being away is an outage (a warning, the visitor retries), anything else a bug.
    if (isDatabaseUnavailable(error))
      log.warn('newsletter.confirm_database_unavailable', { error });
    else log.error('newsletter.confirm_failed', { error });
    return landing(request, fallback, 'unavailable');
  }
}
