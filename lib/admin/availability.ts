import type { Locale } from 'next-intl';
import pg from 'pg';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

// Whether the back office can reach its database, asked by the middleware before every /admin
// request: a page cannot choose its own status code in the App Router, so a page whose session
// check fails on a database that is down would answer 500. The middleware answers 503 with
// Retry-After instead, before the page renders. One `SELECT 1` on a connection of its own
// (pg, not Prisma: the middleware stays small), kept open for the next staff request.

const PROBE_TIMEOUT_MS = 3_000;
export const ADMIN_RETRY_AFTER_SECONDS = 30;

const store = globalThis as typeof globalThis & { __adminProbes?: Map<string, pg.Pool> };

function probePool(connectionString: string): pg.Pool {
  store.__adminProbes ??= new Map();
  let pool = store.__adminProbes.get(connectionString);
  if (!pool) {
    pool = new pg.Pool({
      connectionString,
      max: 1,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      idleTimeoutMillis: 60_000,
      query_timeout: PROBE_TIMEOUT_MS,
      allowExitOnIdle: true, // an idle probe never keeps a process alive
    });
    pool.on('error', () => undefined); // an idle connection dropped by the server
    store.__adminProbes.set(connectionString, pool);
  }
  return pool;
}

/** True when the database answers; false when it cannot be reached or none is configured. */
export async function databaseReachable(
  connectionString = process.env.DATABASE_URL,
): Promise<boolean> {
  if (!connectionString) return false;
  try {
    await probePool(connectionString).query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

const MESSAGES = { sv: sv.Admin.unavailable, en: en.Admin.unavailable };

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** The 503 page of the back office while its database is away; it reloads itself. */
export function adminUnavailableResponse(locale: Locale, method: string): Response {
  const t = MESSAGES[locale];
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="refresh" content="${ADMIN_RETRY_AFTER_SECONDS}"><meta name="robots" content="noindex">
<title>${escape(t.title)}</title></head>
<body><main><h1>${escape(t.title)}</h1><p>${escape(t.text)}</p></main></body></html>`;
  return new Response(method === 'HEAD' ? null : html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(ADMIN_RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Content-Security-Policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    },
  });
}
