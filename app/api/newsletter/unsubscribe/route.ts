import { readBodyBytes, readFormFields } from '@/lib/api/read-body';
import { API_ERRORS, errorResponse, ok, seeOther } from '@/lib/api/responses';
import { newsletterPage, unsubscribe } from '@/lib/leads/newsletter';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { log } from '@/lib/log';

// The unsubscribe link of every email to a subscriber (the List-Unsubscribe header):
// - POST with the body `List-Unsubscribe=One-Click` (RFC 8058, sent by the mail client):
//   unsubscribes, no sign-in, answers 200;
// - POST of the newsletter page's form (a `token` field): unsubscribes, then 303 to the page;
// - GET (a person following the link): 303 to the page, which asks before anything changes.
// The token (a signed subscriber id) is the only authority needed; it is never personal data.
export const dynamic = 'force-dynamic';

const MAX_BODY = 4 * 1024;

// RFC 8058 says the one-click POST is multipart/form-data (or urlencoded); the page's form is
// urlencoded. Read capped at MAX_BODY before anything is parsed. A POST without a content type
// may only be empty: a one-click from a client that sent no body (the token is in the address).
async function readForm(request: Request): Promise<URLSearchParams | Response> {
  if (!request.headers.get('content-type')) {
    const body = await readBodyBytes(request, MAX_BODY);
    if (body.kind === 'tooLarge') return errorResponse(413, API_ERRORS.payloadTooLarge);
    return body.bytes.byteLength === 0
      ? new URLSearchParams()
      : errorResponse(415, 'Unsupported form encoding');
  }
  const form = await readFormFields(request, { maxBytes: MAX_BODY, multipart: true });
  if (form.kind === 'ok') return form.fields;
  if (form.kind === 'tooLarge') return errorResponse(413, API_ERRORS.payloadTooLarge);
  if (form.kind === 'unsupported') return errorResponse(415, 'Unsupported form encoding');
  return errorResponse(400, 'Invalid request body');
}

export async function POST(request: Request): Promise<Response> {
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const oneClick = form.get('List-Unsubscribe') === 'One-Click';
  const token = new URL(request.url).searchParams.get('token') ?? form.get('token');
  try {
    const outcome = await unsubscribe(token);
    if (oneClick || !form.has('token')) {
      return outcome.status === 'invalid' ? errorResponse(400, 'Invalid or unknown link') : ok();
    }
    return seeOther(newsletterPage(outcome.language, { status: outcome.status }));
  } catch (error) {
    // The database being away is an outage (a warning, the visitor retries), anything else a bug.
    if (isDatabaseUnavailable(error))
      log.warn('newsletter.unsubscribe_database_unavailable', { error });
    else log.error('newsletter.unsubscribe_failed', { error });
    return errorResponse(503, API_ERRORS.unavailable, { headers: { 'Retry-After': '30' } });
  }
}

export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  return seeOther(newsletterPage(query.get('lang'), { token: query.get('token') ?? '' }));
}
