import { runAfterResponse } from '@/lib/api/after-response';
import { isSameOrigin } from '@/lib/api/origin';
import { readFormFields } from '@/lib/api/read-body';
import { API_ERRORS, errorResponse, seeOther } from '@/lib/api/responses';
import { triggerDelivery } from '@/lib/email/trigger';
import { confirmSubscription, newsletterPage } from '@/lib/leads/newsletter';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { log } from '@/lib/log';

// The link in the double opt-in email, in two steps, because mail scanners and link previews
// follow links (GET, HEAD) for the visitor:
// - GET (and HEAD): changes nothing; 303 to the newsletter page, which asks with a button;
// - POST of that page's form (the token, the page's language): confirms, then 303 to the page
//   with the outcome in the subscriber's language (a reload does not post again).
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  return seeOther(newsletterPage(query.get('lang'), { confirm: query.get('token') ?? '' }));
}

export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers, request.url)) return errorResponse(403, API_ERRORS.crossSite);
  // The page's form: a token and a language, a few hundred bytes.
  const form = await readFormFields(request, { maxBytes: 4 * 1024 });
  if (form.kind !== 'ok') {
    const status = form.kind === 'tooLarge' ? 413 : form.kind === 'unsupported' ? 415 : 400;
    return errorResponse(status, form.kind);
  }
  const lang = form.fields.get('lang');
  try {
    const outcome = await confirmSubscription(form.fields.get('token'));
    if (outcome.status === 'invalid') log.info('newsletter.confirm_invalid_link');
    else runAfterResponse(triggerDelivery); // the staff notice and the welcome email
    return seeOther(newsletterPage(outcome.language ?? lang, { status: outcome.status }));
  } catch (error) {
    // The database being away is an outage (a warning, the visitor retries), anything else a bug.
    if (isDatabaseUnavailable(error))
      log.warn('newsletter.confirm_database_unavailable', { error });
    else log.error('newsletter.confirm_failed', { error });
    return seeOther(newsletterPage(lang, { status: 'unavailable' }));
  }
}
