import { hasLocale, type Locale } from 'next-intl';
import { readBodyBytes, readFormFields } from '@/lib/api/read-body';
import { localizedPath } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';
import { unsubscribe } from '@/lib/leads/newsletter';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { log } from '@/lib/log';

// The unsubscribe link of every email to a subscriber (the List-Unsubscribe header):
// - POST with the body `List-Unsubscribe=One-Click` (RFC 8058, sent by the mail client):
//   unsubscribes, no sign-in, answers 200;
// - POST of the newsletter page's form (a `token` field): unsubscribes, then 303 to the page;
// - GET (a person following the link): 303 to the page, which asks before anything changes.
// The token (a signed subscriber id) is the only authority needed; it is never personal data.
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };
const MAX_BODY = 4 * 1024;

function redirect(locale: Locale, query: string): Response {
  const location = `${localizedPath(locale, '/newsletter')}?${query}`;
  return new Response(null, { status: 303, headers: { Location: location, ...NO_STORE } });
}

const refusal = (status: number, error: string) =>
  Response.json({ error }, { status, headers: NO_STORE });

// RFC 8058 says the one-click POST is multipart/form-data (or urlencoded); the page's form is
// urlencoded. Read capped at MAX_BODY before anything is parsed. A POST without a content type
// may only be empty: a one-click from a client that sent no body (the token is in the address).
async function readForm(request: Request): Promise<URLSearchParams | Response> {
  if (!request.headers.get('content-type')) {
    const body = await readBodyBytes(request, MAX_BODY);
    if (body.kind === 'tooLarge') return refusal(413, 'Request body too large');
    return body.bytes.byteLength === 0
      ? new URLSearchParams()
      : refusal(415, 'Unsupported form encoding');
  }
  const form = await readFormFields(request, { maxBytes: MAX_BODY, multipart: true });
  if (form.kind === 'ok') return form.fields;
  if (form.kind === 'tooLarge') return refusal(413, 'Request body too large');
  if (form.kind === 'unsupported') return refusal(415, 'Unsupported form encoding');
  return refusal(400, 'Invalid request body');
}

export async function POST(request: Request): Promise<Response> {
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const oneClick = form.get('List-Unsubscribe') === 'One-Click';
  const token = new URL(request.url).searchParams.get('token') ?? form.get('token');
  try {
    const outcome = await unsubscribe(token);
    if (oneClick || !form.has('token')) {
      return outcome.status === 'invalid'
        ? Response.json({ error: 'Invalid or unknown link' }, { status: 400, headers: NO_STORE })
        : Response.json({ ok: true }, { headers: NO_STORE });
    }
    return redirect(outcome.language ?? routing.defaultLocale, `status=${outcome.status}`);
  } catch (error) {
    // The database being away is an outage (a warning, the visitor retries), anything else a bug.
    if (isDatabaseUnavailable(error))
      log.warn('newsletter.unsubscribe_database_unavailable', { error });
    else log.error('newsletter.unsubscribe_failed', { error });
    return Response.json(
      { error: 'Service temporarily unavailable, please try again shortly' },
      { status: 503, headers: { ...NO_STORE, 'Retry-After': '30' } },
    );
  }
}

export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const token = query.get('token') ?? '';
  const hint = query.get('lang');
  const locale: Locale = hasLocale(routing.locales, hint) ? hint : routing.defaultLocale;
  return redirect(locale, new URLSearchParams({ token }).toString());
}
