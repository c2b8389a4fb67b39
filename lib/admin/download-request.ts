import 'server-only';
import { adminTranslator } from './i18n';
import { staffOrRefusal, type Staff } from './session';

// The back office's downloads (the lead and page-view exports) are links, that is GETs: a page of
// another site could make a signed-in staff member's browser open one (the session cookie is
// SameSite=Lax, which a top-level GET carries), and so write an export into the audit log under
// their name. A download answers only when the browser says that a page of this site asked for
// it (Sec-Fetch-Site: same-origin, sent by every current browser), and only to GET: a HEAD,
// which Next would answer with the GET handler, reads and records nothing.

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/** The staff member who may have the download, or the refusal to send instead (405, 403, 401). */
export async function staffDownload(request: Request): Promise<Staff | Response> {
  if (request.method !== 'GET') {
    return new Response(null, { status: 405, headers: { Allow: 'GET', ...NO_STORE } });
  }
  if (request.headers.get('sec-fetch-site') !== 'same-origin') {
    const t = await adminTranslator('Admin');
    return new Response(t('exportRefused'), {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE },
    });
  }
  return staffOrRefusal();
}
