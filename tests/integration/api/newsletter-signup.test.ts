/** @jest-environment node */
import { apiRequest, captureAfterTasks, ORIGIN, readJson, setupTestDatabase } from './helpers';

const db = setupTestDatabase();
const PATH = '/api/newsletter-signup';
let POST: (request: Request) => Promise<Response>;
let GET: (request: Request) => Promise<Response>;
let confirmGet: (request: Request) => Promise<Response>;
let confirmPost: (request: Request) => Promise<Response>;
let unsubscribePost: (request: Request) => Promise<Response>;
let unsubscribeGet: (request: Request) => Promise<Response>;
let tasks: Array<() => Promise<void>>;

beforeAll(async () => {
  ({ POST, GET } = await import('@/app/api/newsletter-signup/route'));
  ({ GET: confirmGet, POST: confirmPost } = await import('@/app/api/newsletter/confirm/route'));
  ({ POST: unsubscribePost, GET: unsubscribeGet } =
    await import('@/app/api/newsletter/unsubscribe/route'));
  tasks = await captureAfterTasks();
});

beforeEach(async () => {
  tasks.length = 0;
  await db.query('TRUNCATE newsletter_subscribers, email_outbox');
});

const subscribers = () =>
  db.query<{ email: string; language: string; confirmed: boolean; unsubscribed: boolean }>(
    `SELECT email, language, confirmed_at IS NOT NULL AS confirmed,
       unsubscribed_at IS NOT NULL AS unsubscribed FROM newsletter_subscribers`,
  );
const outbox = () =>
  db.query<{
    recipient: string;
    subject: string;
    text: string;
    headers: Record<string, string> | null;
  }>(
    'SELECT recipient, subject, text, headers FROM email_outbox ORDER BY created_at, idempotency_key',
  );

async function snapshot(response: Response) {
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    contentType: response.headers.get('content-type'),
    body: await response.text(),
  };
}

/** The newest link matching `pattern` in the emails to `recipient` (their plain-text parts). */
async function linkIn(recipient: string, pattern: RegExp): Promise<URL> {
  const mails = (await outbox()).filter((mail) => mail.recipient === recipient);
  const match = mails.findLast((mail) => pattern.test(mail.text))?.text.match(pattern);
  if (!match) throw new Error(`no link ${pattern} in the mail to ${recipient}`);
  return new URL(match[0]);
}
const CONFIRM_LINK = /https?:\/\/\S+\/api\/newsletter\/confirm\?\S+/;
const UNSUBSCRIBE_PAGE = /https?:\/\/\S+\/(?:nyhetsbrev|en\/newsletter)\?token=\S+/;

const local = (url: URL, method = 'GET') =>
  new Request(`${ORIGIN}${url.pathname}${url.search}`, { method });

/** The confirmation page's form post (what its button sends), from `origin`. */
function pressConfirm(token: string, lang: string, origin = ORIGIN): Request {
  return new Request(`${ORIGIN}/api/newsletter/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ token, lang }).toString(),
  });
}

/** Follows the emailed link as a person does: the link opens the page, its button confirms. */
async function confirm(link: Request): Promise<Response> {
  const page = await confirmGet(link);
  expect(page.status).toBe(303);
  const shown = new URL(page.headers.get('location') ?? '', ORIGIN);
  const lang = shown.pathname.startsWith('/en/') ? 'en' : 'sv';
  return confirmPost(pressConfirm(shown.searchParams.get('confirm') ?? '', lang));
}

async function signUpAndConfirm(email: string, language: 'sv' | 'en') {
  await POST(apiRequest(PATH, { email, language }));
  return confirm(local(await linkIn(email, CONFIRM_LINK)));
}

test('a signup stores a pending address and mails only a confirmation link, in its language', async () => {
  const response = await POST(apiRequest(PATH, { email: ' Anna@Example.COM ', language: 'en' }));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await readJson(response)).toEqual({ ok: true });
  expect(await subscribers()).toEqual([
    { email: 'anna@example.com', language: 'en', confirmed: false, unsubscribed: false },
  ]);
  const mails = await outbox();
  expect(mails.map((mail) => mail.recipient)).toEqual(['anna@example.com']);
  expect(mails[0]?.subject).toMatch(/^Confirm your subscription/);
  expect(mails[0]?.text).toMatch(CONFIRM_LINK);
  expect(tasks).toHaveLength(1);
});

test('the link confirms: staff are told, the welcome carries one-click unsubscribe headers', async () => {
  const response = await signUpAndConfirm('eva@example.se', 'sv');
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/nyhetsbrev?status=confirmed');
  expect(await subscribers()).toMatchObject([{ email: 'eva@example.se', confirmed: true }]);
  expect(tasks).toHaveLength(2); // delivery after the signup, and after the confirmation
  const mails = await outbox();
  expect(mails).toHaveLength(3);
  const welcome = mails.find((mail) => mail.subject.startsWith('Välkommen'));
  expect(welcome?.recipient).toBe('eva@example.se');
  expect(welcome?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(welcome?.headers?.['List-Unsubscribe']).toMatch(
    /^<https:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[^>\s]+>$/,
  );
  expect(welcome?.text).toMatch(UNSUBSCRIBE_PAGE);
  expect(mails.filter((mail) => mail.subject.startsWith('Ny prenumerant'))).toHaveLength(1);
  // A second click confirms nothing new.
  const again = await confirm(local(await linkIn('eva@example.se', CONFIRM_LINK)));
  expect(again.headers.get('location')).toBe('/nyhetsbrev?status=confirmed');
  expect(await outbox()).toHaveLength(3);
});

test('opening the link (GET or HEAD, as mail scanners do) confirms nothing: the page asks', async () => {
  await POST(apiRequest(PATH, { email: 'scan@example.se', language: 'en' }));
  const link = await linkIn('scan@example.se', CONFIRM_LINK);
  for (const method of ['GET', 'HEAD']) {
    const response = await confirmGet(local(link, method));
    expect(response.status).toBe(303);
    const shown = new URL(response.headers.get('location') ?? '', ORIGIN);
    expect(shown.pathname).toBe('/en/newsletter');
    expect(shown.searchParams.get('confirm')).toBe(link.searchParams.get('token'));
  }
  expect(await subscribers()).toMatchObject([{ confirmed: false }]);
  expect(tasks).toHaveLength(1); // only the signup's delivery
  // A page of another site cannot press the button for the visitor.
  const token = link.searchParams.get('token') ?? '';
  const crossSite = await confirmPost(pressConfirm(token, 'en', 'https://evil.example'));
  expect(crossSite.status).toBe(403);
  expect(await subscribers()).toMatchObject([{ confirmed: false }]);
  // The button does.
  const pressed = await confirmPost(pressConfirm(token, 'en'));
  expect(pressed.headers.get('location')).toBe('/en/newsletter?status=confirmed');
  expect(await subscribers()).toMatchObject([{ confirmed: true }]);
});

test('a forged or expired link confirms nothing', async () => {
  await POST(apiRequest(PATH, { email: 'x@example.se', language: 'en' }));
  const link = await linkIn('x@example.se', CONFIRM_LINK);
  const token = link.searchParams.get('token') ?? '';
  const forged = new URL(link);
  forged.searchParams.set('token', `${token.slice(0, -2)}AA`);
  expect((await confirm(local(forged))).headers.get('location')).toBe(
    '/en/newsletter?status=invalid',
  );
  const { confirmSubscription } = await import('@/lib/leads/newsletter');
  const eightDaysLater = new Date(Date.now() + 8 * 86_400_000);
  await expect(confirmSubscription(token, eightDaysLater)).resolves.toEqual({
    status: 'invalid',
    language: null,
  });
  expect(await subscribers()).toMatchObject([{ confirmed: false }]);
});

test('one-click unsubscribe (RFC 8058): a POST to the header link, no sign-in, 2xx, idempotent', async () => {
  await signUpAndConfirm('olof@example.se', 'en');
  const header = (await outbox()).find((mail) => mail.headers)?.headers?.['List-Unsubscribe'];
  const url = new URL(header?.slice(1, -1) ?? '');
  const oneClick = () =>
    unsubscribePost(
      new Request(`${ORIGIN}${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
  const response = await oneClick();
  expect(response.status).toBe(200);
  expect(await subscribers()).toMatchObject([{ email: 'olof@example.se', unsubscribed: true }]);
  expect((await oneClick()).status).toBe(200);
  // A person following the same link with GET is asked first, on the page in their language.
  const get = await unsubscribeGet(new Request(`${ORIGIN}${url.pathname}${url.search}`));
  expect(get.status).toBe(303);
  expect(get.headers.get('location')).toMatch(/^\/en\/newsletter\?token=/);
});

test('one-click unsubscribe as RFC 8058 prefers it: multipart/form-data', async () => {
  await signUpAndConfirm('mia@example.se', 'en');
  const header = (await outbox()).find((mail) => mail.headers)?.headers?.['List-Unsubscribe'];
  const url = new URL(header?.slice(1, -1) ?? '');
  const form = new FormData();
  form.set('List-Unsubscribe', 'One-Click');
  const response = await unsubscribePost(
    new Request(`${ORIGIN}${url.pathname}${url.search}`, { method: 'POST', body: form }),
  );
  expect(response.status).toBe(200);
  expect(await subscribers()).toMatchObject([{ email: 'mia@example.se', unsubscribed: true }]);
});

/** A 64 MB body, made as it is read; `pulled` counts the bytes the reader asked for. */
function hugeBody(): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= 64 * 1024 * 1024) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

test.each([
  ['urlencoded', 'application/x-www-form-urlencoded'],
  ['multipart', 'multipart/form-data; boundary=x'],
  ['no content type', undefined],
])(
  'unsubscribe: a 64 MB %s body is refused with 413 after reading at most a few KB',
  async (_case, type) => {
    const body = hugeBody();
    const response = await unsubscribePost(
      new Request(`${ORIGIN}/api/newsletter/unsubscribe`, {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: body.stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(256 * 1024);
  },
);

test('unsubscribe: a declared length over the cap is refused unread; JSON is not a form', async () => {
  const declared = new Request(`${ORIGIN}/api/newsletter/unsubscribe`, {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '67108864' },
    body: 'x',
  });
  expect((await unsubscribePost(declared)).status).toBe(413);
  const json = new Request(`${ORIGIN}/api/newsletter/unsubscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"token":"x"}',
  });
  expect((await unsubscribePost(json)).status).toBe(415);
});

test("the unsubscribe page's form unsubscribes and shows the outcome", async () => {
  await signUpAndConfirm('kim@example.se', 'sv');
  const page = await linkIn('kim@example.se', UNSUBSCRIBE_PAGE);
  const response = await unsubscribePost(
    new Request(`${ORIGIN}/api/newsletter/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: page.searchParams.get('token') ?? '' }).toString(),
    }),
  );
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/nyhetsbrev?status=unsubscribed');
  expect(await subscribers()).toMatchObject([{ unsubscribed: true }]);
});

test('a repeated signup answers exactly like the first and mails no second link while the first is valid', async () => {
  const first = await snapshot(
    await POST(apiRequest(PATH, { email: 'olle@example.se', language: 'sv' })),
  );
  const second = await snapshot(
    await POST(apiRequest(PATH, { email: 'OLLE@example.se ', language: 'sv' })),
  );
  await confirm(local(await linkIn('olle@example.se', CONFIRM_LINK)));
  const third = await snapshot(
    await POST(apiRequest(PATH, { email: 'olle@example.se', language: 'en' })),
  );
  expect(second).toEqual(first);
  expect(third).toEqual(first);
  expect(await subscribers()).toHaveLength(1);
  expect((await outbox()).filter((mail) => mail.subject.startsWith('Bekräfta'))).toHaveLength(1);
});

test('an expired pending signup gets a new link; after an unsubscribe a signup starts over', async () => {
  await POST(apiRequest(PATH, { email: 'back@example.se', language: 'sv' }));
  await db.query(
    "UPDATE newsletter_subscribers SET confirmation_sent_at = now() - interval '8 days'",
  );
  await POST(apiRequest(PATH, { email: 'back@example.se', language: 'sv' }));
  expect((await outbox()).filter((mail) => mail.subject.startsWith('Bekräfta'))).toHaveLength(2);
  await confirm(local(await linkIn('back@example.se', CONFIRM_LINK)));
  await db.query('UPDATE newsletter_subscribers SET unsubscribed_at = now()');
  expect((await POST(apiRequest(PATH, { email: 'back@example.se', language: 'en' }))).status).toBe(
    200,
  );
  expect(await subscribers()).toEqual([
    { email: 'back@example.se', language: 'en', confirmed: false, unsubscribed: false },
  ]);
  const confirmations = (await outbox()).filter((mail) => mail.subject.startsWith('Confirm'));
  expect(confirmations).toHaveLength(1);
});

test('concurrent signups of one address keep one row and one link', async () => {
  const responses = await Promise.all(
    Array.from({ length: 5 }, () =>
      POST(apiRequest(PATH, { email: 'race@example.se', language: 'sv' })),
    ),
  );
  expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
  expect(await subscribers()).toHaveLength(1);
  expect(await outbox()).toHaveLength(1);
});

test('the language defaults to Swedish; extra fields and the consent flag are not stored', async () => {
  const response = await POST(
    apiRequest(PATH, { email: 'a@b.se', consent: true, name: 'EXTRA', id: 'x' }),
  );
  expect(response.status).toBe(200);
  const rows = await db.query('SELECT * FROM newsletter_subscribers');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ email: 'a@b.se', language: 'sv' });
  expect(JSON.stringify(rows)).not.toContain('EXTRA');
});

test.each([
  ['missing email', {}, { email: 'emailRequired' }],
  ['empty email', { email: '  ' }, { email: 'emailRequired' }],
  ['invalid email', { email: 'anna@example' }, { email: 'email' }],
  ['email as a number', { email: 12 }, { email: 'emailRequired' }],
  ['email over 254 characters', { email: `${'a'.repeat(250)}@b.se` }, { email: 'tooLong' }],
  ['unknown language', { email: 'a@b.se', language: 'fi' }, { language: 'language' }],
])('%s -> 400 and nothing stored', async (_name, body, fields) => {
  const response = await POST(apiRequest(PATH, body));
  expect(response.status).toBe(400);
  expect(await readJson(response)).toEqual({ error: 'Invalid input', fields });
  expect(await subscribers()).toHaveLength(0);
  expect(await outbox()).toHaveLength(0);
});

test('guard: GET 405, wrong type 415, cross-site 403, honeypot quiet', async () => {
  expect((await GET(apiRequest(PATH, undefined, { method: 'GET' }))).status).toBe(405);
  expect(
    (
      await POST(
        apiRequest(PATH, { email: 'a@b.se' }, { headers: { 'content-type': 'text/plain' } }),
      )
    ).status,
  ).toBe(415);
  expect(
    (
      await POST(
        apiRequest(PATH, { email: 'a@b.se' }, { headers: { origin: 'https://evil.example' } }),
      )
    ).status,
  ).toBe(403);
  const honeypot = await POST(apiRequest(PATH, { email: 'bot@b.se', website: 'x' }));
  expect(honeypot.status).toBe(200);
  expect(await readJson(honeypot)).toEqual({ ok: true });
  expect(await subscribers()).toHaveLength(0);
  expect(tasks).toHaveLength(0);
});

test('the rate limit is per route: 10 per minute per IP', async () => {
  const ip = '10.251.0.1';
  for (let i = 0; i < 10; i += 1) {
    expect((await POST(apiRequest(PATH, { email: `n${i}@b.se` }, { ip }))).status).toBe(200);
  }
  const limited = await POST(apiRequest(PATH, { email: 'n10@b.se' }, { ip }));
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await subscribers()).toHaveLength(10);
});
