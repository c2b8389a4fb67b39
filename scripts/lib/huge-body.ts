import http from 'node:http';

// A 64 MB request body, sent to every route and form action of a running server: each must
// answer 4xx without reading the body whole (tests/e2e/body-limits.spec.ts asserts the statuses
// and that the answer came before the body was sent; scripts/body-limits.ts also measures the
// time to the answer and the server's memory).

export const HUGE_BYTES = 64 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

export type HugeMode = 'length' | 'chunked';

export interface HugeTarget {
  /** What is posted to, e.g. "send-contact-email" or "/kontakt (Server Action, no JavaScript)". */
  name: string;
  path: string;
  method?: string;
  headers: Record<string, string>;
}

export interface HugeResult {
  status: number;
  /** Milliseconds from the first byte sent to the answer's status line. */
  ms: number;
  /** Body bytes handed to the socket when the answer arrived. */
  bytesSent: number;
}

/**
 * Sends `target` a body of `bytes` (HUGE_BYTES unless told: declared with Content-Length, or
 * chunked) as fast as the socket takes it, and stops as soon as the answer arrives. Status 0: no
 * answer (the connection broke first, or `timeoutMs` passed).
 */
export function sendHuge(
  origin: string,
  target: HugeTarget,
  mode: HugeMode,
  { timeoutMs = 30_000, bytes = HUGE_BYTES }: { timeoutMs?: number; bytes?: number } = {},
): Promise<HugeResult> {
  const url = new URL(target.path, origin);
  return new Promise((resolve) => {
    const started = performance.now();
    let sent = 0;
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ status, ms: Math.round(performance.now() - started), bytesSent: sent });
      request.destroy();
    };
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: `${url.pathname}${url.search}`,
      method: target.method ?? 'POST',
      headers: {
        ...target.headers,
        ...(mode === 'length'
          ? { 'content-length': String(bytes) }
          : { 'transfer-encoding': 'chunked' }),
      },
    });
    const timer = setTimeout(() => finish(0), timeoutMs);
    request.on('response', (response) => {
      response.resume();
      finish(response.statusCode ?? 0);
    });
    request.on('error', () => finish(0));
    const pump = () => {
      while (!done && sent < bytes) {
        sent += CHUNK.byteLength;
        if (!request.write(CHUNK)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!done) request.end();
    };
    request.flushHeaders();
    pump();
  });
}

/** The id of a Server Action on a page, read from its form (for the Next-Action header). */
export async function actionIdOf(origin: string, path: string): Promise<string> {
  const html = await (await fetch(new URL(path, origin))).text();
  const id = (/&quot;id&quot;:&quot;([0-9a-f]{42})&quot;/.exec(html) ??
    /name="\$ACTION_ID_([0-9a-f]{42})"/.exec(html))?.[1];
  if (!id) throw new Error(`no Server Action found on ${path}`);
  return id;
}

/** Every route and action that takes a body (and a few that take none), as a browser posts. */
export async function hugeBodyTargets(origin: string): Promise<HugeTarget[]> {
  const same = { origin, 'sec-fetch-site': 'same-origin' };
  const json = { ...same, 'content-type': 'application/json' };
  const multipart = { ...same, 'content-type': 'multipart/form-data; boundary=----x' };
  const urlencoded = { ...same, 'content-type': 'application/x-www-form-urlencoded' };
  const api = [
    'send-contact-email',
    'newsletter-signup',
    'send-academy-registration',
    'log-salary-verification',
  ].map((route) => ({ name: `/api/${route}`, path: `/api/${route}`, headers: json }));
  const formPages = [
    '/kontakt',
    '/en/contact',
    '/academy',
    '/en/academy',
    '/techsverige',
    '/en/techsverige',
    '/referens',
    '/en/reference',
    '/services/tillstandstrassel',
    '/en/services/permit-troubles',
  ];
  const actions = await Promise.all(
    formPages.map(async (path) => ({ path, id: await actionIdOf(origin, path) })),
  );
  const signInAction = await actionIdOf(origin, '/admin/sign-in');
  return [
    ...api,
    {
      name: '/api/newsletter/unsubscribe (form)',
      path: '/api/newsletter/unsubscribe',
      headers: urlencoded,
    },
    {
      name: '/api/newsletter/unsubscribe (one-click, multipart)',
      path: '/api/newsletter/unsubscribe?token=x',
      headers: multipart,
    },
    { name: '/api/revalidate-faq', path: '/api/revalidate-faq', headers: json },
    { name: '/api/cron (POST)', path: '/api/cron', headers: json },
    { name: '/api/salary-parameters (POST)', path: '/api/salary-parameters', headers: json },
    { name: '/api/newsletter/confirm (POST)', path: '/api/newsletter/confirm', headers: json },
    {
      name: '/api/newsletter/confirm (form)',
      path: '/api/newsletter/confirm',
      headers: urlencoded,
    },
    { name: '/api/a/b (no route)', path: '/api/a/b', headers: json },
    { name: '/_vercel/x (no route)', path: '/_vercel/x', headers: multipart },
    ...actions.flatMap(({ path, id }) => [
      { name: `${path} (form, no JavaScript)`, path, headers: multipart },
      { name: `${path} (Server Action)`, path, headers: { ...multipart, 'next-action': id } },
    ]),
    {
      name: '/admin/sign-in (Server Action)',
      path: '/admin/sign-in',
      headers: { ...multipart, 'next-action': signInAction },
    },
    { name: '/admin (form)', path: '/admin', headers: multipart },
    { name: '/admin/gdpr/export', path: '/admin/gdpr/export', headers: urlencoded },
    { name: '/ (no form)', path: '/', headers: multipart },
    { name: '/en/about (no form)', path: '/en/about', headers: multipart },
  ];
}
