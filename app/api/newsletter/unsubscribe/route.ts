import { hasLocale } from 'next-intl';
import { localizedPath } from '@/lib/i18n/paths';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { unsubscribe } from '@/lib/leads/newsletter';
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

function redirect(locale: AppLocale, query: string): Response {
  const location = `${localizedPath(locale, '/newsletter')}?${query}`;
  return new Response(null, { status: 303, headers: { Location: location, ...NO_STORE } });
}

async function readForm(request: Request): Promise<URLSearchParams | null> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) return null;
  if (type === 'application/x-www-form-urlencoded') {
    const text = await request.text();
    return text.length > MAX_BODY ? null : new URLSearchParams(text);
  }
  if (type === 'multipart/form-data') {
    const form = await request.formData();
    const fields = new URLSearchParams();
    for (const [key, value] of form) if (typeof value === 'string') fields.append(key, value);
    return fields;
  }
  return new URLSearchParams();
}

export async function POST(request: Request): Promise<Response> {
  const form = await readForm(request).catch(() => null);
  if (!form)
    return Response.json({ error: 'Invalid request body' }, { status: 400, headers: NO_STORE });
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
    log.error('newsletter.unsubscribe_failed', { error });
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
  const locale: AppLocale = hasLocale(routing.locales, hint) ? hint : routing.defaultLocale;
  return redirect(locale, new URLSearchParams({ token }).toString());
}
