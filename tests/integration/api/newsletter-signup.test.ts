/** @jest-environment node */
import { apiRequest, captureAfterTasks, readJson, setupTestDatabase } from './helpers';

const db = setupTestDatabase();
const PATH = '/api/newsletter-signup';
let POST: (request: Request) => Promise<Response>;
let GET: (request: Request) => Promise<Response>;
let tasks: Array<() => Promise<void>>;

beforeAll(async () => {
  ({ POST, GET } = await import('@/app/api/newsletter-signup/route'));
  tasks = await captureAfterTasks();
});

beforeEach(async () => {
  tasks.length = 0;
  await db.query('TRUNCATE newsletter_subscribers, email_outbox');
});

const subscribers = () =>
  db.query('SELECT email, language, unsubscribed_at FROM newsletter_subscribers');
const outbox = () =>
  db.query<{ recipient: string; subject: string }>('SELECT recipient, subject FROM email_outbox');

async function snapshot(response: Response) {
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    contentType: response.headers.get('content-type'),
    body: await response.text(),
  };
}

test('stores the normalized address and queues the staff notice and a welcome in English', async () => {
  const response = await POST(apiRequest(PATH, { email: ' Anna@Example.COM ', language: 'en' }));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await readJson(response)).toEqual({ ok: true });
  expect(await subscribers()).toEqual([
    { email: 'anna@example.com', language: 'en', unsubscribed_at: null },
  ]);
  const mails = await outbox();
  expect(mails).toHaveLength(2);
  expect(mails.find((mail) => mail.recipient === 'anna@example.com')?.subject).toMatch(
    /^Welcome to our newsletter/,
  );
  expect(tasks).toHaveLength(1);
});

test('a repeated signup answers exactly like the first and keeps one row and one pair of emails', async () => {
  const first = await snapshot(
    await POST(apiRequest(PATH, { email: 'olle@example.se', language: 'sv' })),
  );
  const second = await snapshot(
    await POST(apiRequest(PATH, { email: 'OLLE@example.se ', language: 'sv' })),
  );
  const third = await snapshot(
    await POST(apiRequest(PATH, { email: 'olle@example.se', language: 'en' })),
  );
  expect(second).toEqual(first);
  expect(third).toEqual(first);
  expect(await subscribers()).toHaveLength(1);
  expect(await outbox()).toHaveLength(2);
});

test('concurrent signups of one address keep one row', async () => {
  const responses = await Promise.all(
    Array.from({ length: 5 }, () =>
      POST(apiRequest(PATH, { email: 'race@example.se', language: 'sv' })),
    ),
  );
  expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
  expect(await subscribers()).toHaveLength(1);
  expect(await outbox()).toHaveLength(2);
});

test('a signup after an unsubscribe reactivates the row', async () => {
  await POST(apiRequest(PATH, { email: 'back@example.se', language: 'sv' }));
  await db.query('UPDATE newsletter_subscribers SET unsubscribed_at = now()');
  expect((await POST(apiRequest(PATH, { email: 'back@example.se', language: 'en' }))).status).toBe(
    200,
  );
  expect(await subscribers()).toEqual([
    { email: 'back@example.se', language: 'en', unsubscribed_at: null },
  ]);
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
