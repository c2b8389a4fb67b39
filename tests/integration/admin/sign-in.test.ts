/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PrismaClient } from '@/lib/db/generated/client';
import { createPostgresAdapter } from '@/lib/db/postgres';
import { createTestDatabase, truncateAll, type TestDatabase } from '@/tests/helpers/db';

// The back office's sign-in against the real Better Auth, on PostgreSQL: no live link
// is kept readable (no table holds the token once the email is sent; the GDPR export never holds
// a link that signs in), a new link makes the older ones useless, requests are limited per client
// and per address without anyone being able to lock a staff member out, and sessions end after
// seven days or as soon as the address leaves ADMIN_EMAILS - deleted.

jest.setTimeout(60_000);

const STAFF = 'staff@example.com';
const OTHER = 'other@example.com';
const mailDir = mkdtempSync(path.join(tmpdir(), 'sign-in-mail-'));
Object.assign(process.env, {
  ADMIN_EMAILS: `${STAFF},${OTHER}`,
  MAIL_DIR: mailDir,
  SITE_URL: 'http://localhost:3000',
  SIGN_IN_COOLDOWN_SECONDS: '60',
  RATE_LIMIT_PER_MINUTE: '3',
  // The requests below come through one proxy: X-Forwarded-For names the client.
  TRUSTED_PROXY_HOPS: '1',
});
delete process.env.RESEND_API_KEY;

let db: PrismaClient;
let requestHeaders = new Headers();
jest.mock('@/lib/db/client', () => ({ getDb: async () => db }));
// Better Auth's nextCookies() sets cookies through next/headers too; the test reads them from
// the response instead.
jest.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ set: () => {} }),
}));
class Redirect extends Error {
  constructor(readonly url: string) {
    super(url);
  }
}
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirect(url);
  },
}));

type Modules = {
  auth: typeof import('@/lib/admin/auth');
  actions: typeof import('@/lib/admin/sign-in-actions');
  session: typeof import('@/lib/admin/session');
  staffSessions: typeof import('@/lib/admin/staff-sessions');
  gdpr: typeof import('@/lib/admin/gdpr');
  purge: typeof import('@/lib/retention/purge');
  secrets: typeof import('@/lib/security/secrets');
  env: typeof import('@/lib/env').env;
};
let m: Modules;
let afterTasks: Array<() => Promise<void>> = [];

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  (await import('@/lib/api/after-response')).setAfterResponseScheduler((task) => {
    afterTasks.push(task);
  });
  m = {
    auth: await import('@/lib/admin/auth'),
    actions: await import('@/lib/admin/sign-in-actions'),
    session: await import('@/lib/admin/session'),
    staffSessions: await import('@/lib/admin/staff-sessions'),
    gdpr: await import('@/lib/admin/gdpr'),
    purge: await import('@/lib/retention/purge'),
    secrets: await import('@/lib/security/secrets'),
    env: (await import('@/lib/env')).env,
  };
});
afterAll(() => rmSync(mailDir, { recursive: true, force: true }));

/** The sign-in links mailed so far (the .eml files), oldest first, as tokens. */
function mailedTokens(): string[] {
  return readdirSync(mailDir)
    .filter((name) => name.includes('staff_sign_in'))
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(mailDir, name), 'utf8');
      return /\/admin\/sign-in\/verify\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
    });
}

/** Every row of every table of the schema, as text. */
async function everyTable(): Promise<string> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`,
  );
  expect(tables.length).toBeGreaterThan(10);
  const dumps = [];
  for (const { name } of tables) {
    const rows = await db.$queryRawUnsafe<unknown[]>(`SELECT * FROM "${name}"`);
    dumps.push(`${name}: ${JSON.stringify(rows)}`);
  }
  return dumps.join('\n');
}

/** Uses a link; the session cookie of the new session, or null when the link is refused. */
async function signInWith(token: string): Promise<string | null> {
  const auth = await m.auth.getAuth();
  try {
    const response = await auth.api.magicLinkVerify({
      query: { token },
      headers: new Headers(),
      asResponse: true,
    });
    const cookie = response.headers.get('set-cookie');
    return response.ok && cookie ? (cookie.split(';')[0] ?? null) : null;
  } catch {
    return null;
  }
}

const allowed = () => m.env.ADMIN_EMAILS;

/**
 * The sign-in form sent for `email` by the client `ip` (through the proxy): where the action
 * redirects, the page's query, e.g. "sent=1" or "error=cooldown&wait=60".
 */
async function ask(email: string, ip: string): Promise<string> {
  requestHeaders = new Headers({ 'x-forwarded-for': ip });
  const form = new FormData();
  form.set('email', email);
  try {
    await m.actions.requestSignInLink(form);
  } catch (error) {
    if (error instanceof Redirect) return new URL(error.url, 'http://x').search.slice(1);
    throw error;
  }
  throw new Error('the action did not redirect');
}

/** Runs what the actions left for after the response (the mailing). */
async function afterResponse(): Promise<void> {
  const tasks = afterTasks;
  afterTasks = [];
  for (const task of tasks) await task();
}

/** Moves the address cooldowns' clock on by `seconds` (instead of waiting). */
async function later(seconds: number): Promise<void> {
  await db.$executeRaw`UPDATE email_recipient_limits
    SET window_start = window_start - make_interval(secs => ${seconds})`;
}

let clients = 0;
/** A client address no earlier test has used (each has its own per-client count). */
const client = () => `198.51.${100 + Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;
const withoutWait = (answer: string) => answer.replace(/&wait=\d+$/, '&wait=N');

describe('sign-in', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    // One Better Auth instance per database (lib/admin/auth.ts keeps it per process).
    delete (globalThis as { __adminAuth?: unknown }).__adminAuth;
    m.secrets.clearSecretCache();
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await truncateAll(db);
    for (const name of readdirSync(mailDir)) rmSync(path.join(mailDir, name));
    allowed().splice(0, allowed().length, STAFF, OTHER);
    requestHeaders = new Headers();
    afterTasks = [];
  });

  test('after a sign-in request no table holds the token, and no GDPR export can carry a pending link', async () => {
    await m.auth.mailSignInLink(STAFF, 'sv');
    const [token = ''] = mailedTokens();
    expect(token.length).toBeGreaterThanOrEqual(32);
    // The link is live: Better Auth keeps only its sha256.
    const hashed = createHash('sha256').update(token).digest('base64url');
    expect(
      await db.adminVerification.count({ where: { identifier: `magic-link:${hashed}` } }),
    ).toBe(1);
    const dump = await everyTable();
    expect(dump).not.toContain(token);
    expect(dump).not.toContain('/admin/sign-in/verify');
    // The delivered email is still on record, without its body.
    const [row] = await db.emailOutbox.findMany({ where: { leadKind: 'staff_sign_in' } });
    expect(row).toMatchObject({ recipient: STAFF, status: 'logged', html: '', text: '' });

    // A link not delivered yet is in the outbox, but no GDPR export can carry it: a staff
    // address is never the person of a GDPR request (lib/admin/gdpr.ts isOwnAddress).
    const auth = await m.auth.getAuth();
    await auth.api.signInMagicLink({ body: { email: STAFF }, headers: new Headers() });
    expect(await db.emailOutbox.count({ where: { status: 'pending' } })).toBe(1);
    await expect(m.gdpr.exportPersonalData(db, STAFF, new Date())).rejects.toThrow(/not a person/);
    // ...and the first link, though live in the mail, was replaced by the second.
    expect(await signInWith(token)).toBeNull();
  });

  test('a new link makes the older one useless; the newest signs in once', async () => {
    await m.auth.mailSignInLink(STAFF, 'sv');
    await m.auth.mailSignInLink(STAFF, 'en');
    await m.auth.mailSignInLink(OTHER, 'sv');
    expect(await db.adminVerification.count()).toBe(2); // the newest of each address
    const [first = '', second = '', other = ''] = mailedTokens();
    expect(await signInWith(first)).toBeNull();
    expect(await signInWith(second)).toMatch(/^tbs-admin\.session_token=/);
    expect(await signInWith(second)).toBeNull();
    expect(await signInWith(other)).toMatch(/^tbs-admin\.session_token=/);
  });

  test('20 requests for a staff address from other clients: the staff member still signs in within a minute', async () => {
    const stranger = 'nobody@example.com';
    const answers = { staff: [] as string[], stranger: [] as string[] };
    for (let i = 0; i < 20; i += 1) {
      answers.staff.push(await ask(STAFF, client()));
      answers.stranger.push(await ask(stranger, client()));
    }
    // Every address is answered alike: one request per cooldown goes on, the others are told
    // when to ask again; nothing tells a stranger whether the address may sign in.
    expect(answers.staff[0]).toBe('sent=1');
    expect(answers.staff.slice(1).map(withoutWait)).toEqual(
      Array(19).fill('error=cooldown&wait=N'),
    );
    expect(answers.staff.map(withoutWait)).toEqual(answers.stranger.map(withoutWait));
    expect(Number(answers.staff[1]?.split('wait=')[1])).toBeGreaterThan(50);
    await afterResponse();
    // One email, to the staff address only; the stranger's address got none.
    const mailed = await db.emailOutbox.findMany({ where: { leadKind: 'staff_sign_in' } });
    expect(mailed.map((row) => row.recipient)).toEqual([STAFF]);

    // The staff member's own request, from their own client: told the truth - a link was sent
    // moments ago - and that link, made by someone else's request, signs them in.
    const own = '203.0.113.5';
    expect(withoutWait(await ask(STAFF, own))).toBe('error=cooldown&wait=N');
    await afterResponse();
    expect(mailedTokens()).toHaveLength(1);
    expect(await signInWith(mailedTokens()[0] ?? '')).toMatch(/^tbs-admin\.session_token=/);

    // A minute later the others are still at it, and the staff member asks again: whoever comes
    // first, the newest link in the staff member's inbox works.
    await later(60);
    expect(await ask(STAFF, client())).toBe('sent=1');
    expect(withoutWait(await ask(STAFF, own))).toBe('error=cooldown&wait=N');
    await afterResponse();
    expect(await signInWith(mailedTokens().at(-1) ?? '')).toMatch(/^tbs-admin\.session_token=/);
    await later(60);
    expect(await ask(STAFF, own)).toBe('sent=1');
    await afterResponse();
    expect(mailedTokens()).toHaveLength(3);
    expect(await signInWith(mailedTokens().at(-1) ?? '')).toMatch(/^tbs-admin\.session_token=/);
    // The cooldown keeps no address in clear.
    expect(JSON.stringify(await db.emailRecipientLimit.findMany())).not.toContain('example');
  });

  test('one client: RATE_LIMIT_PER_MINUTE requests, and the refused ones take no address’s turn', async () => {
    const ip = client();
    expect(await ask('a@example.com', ip)).toBe('sent=1');
    expect(await ask('b@example.com', ip)).toBe('sent=1');
    expect(withoutWait(await ask('a@example.com', ip))).toBe('error=cooldown&wait=N');
    // The limit is three a minute per client, whatever the address.
    expect(await ask(STAFF, ip)).toBe('error=rate_limited');
    expect(await ask(STAFF, ip)).toBe('error=rate_limited');
    await afterResponse();
    expect(await db.emailOutbox.count()).toBe(0);
    // The staff address's turn is untouched: the next client's request goes on.
    expect(await ask(STAFF, client())).toBe('sent=1');
    await afterResponse();
    expect(await db.emailOutbox.count({ where: { recipient: STAFF } })).toBe(1);
  });

  test('the database away: the page says no link was sent', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const up = db;
    db = new PrismaClient({
      adapter: createPostgresAdapter('postgresql://postgres@127.0.0.1:1/x'),
    });
    try {
      expect(await ask(STAFF, client())).toBe('error=unavailable');
      expect(afterTasks).toEqual([]);
      const events = warn.mock.calls.map(([line]) => JSON.parse(String(line)).event);
      expect(events).toContain('admin.sign_in_database_unavailable');
    } finally {
      await db.$disconnect();
      db = up;
      warn.mockRestore();
    }
  });

  test('an invalid address is answered as such, and takes no turn', async () => {
    expect(await ask('not an address', client())).toBe('error=invalid');
    expect(await db.emailRecipientLimit.count()).toBe(0);
  });

  test('a session ends seven days after it began, however busy; the row is deleted', async () => {
    await m.auth.mailSignInLink(STAFF, 'sv');
    const cookie = await signInWith(mailedTokens()[0] ?? '');
    requestHeaders = new Headers({ cookie: cookie ?? '' });
    expect(await m.session.currentStaff()).toEqual({ email: STAFF });
    const sixDays = new Date(Date.now() - 6 * 86_400_000 - 23 * 3_600_000);
    await db.adminSession.updateMany({ data: { createdAt: sixDays } });
    expect(await m.session.currentStaff()).toEqual({ email: STAFF });
    await db.adminSession.updateMany({
      data: { createdAt: new Date(Date.now() - 7 * 86_400_000) },
    });
    expect(await m.session.currentStaff()).toBeNull();
    expect(await db.adminSession.count()).toBe(0);
  });

  test('an address removed from ADMIN_EMAILS loses every session at once, and adding it back brings none back', async () => {
    const cookies = [];
    for (let i = 0; i < 2; i += 1) {
      await m.auth.mailSignInLink(STAFF, 'sv');
      cookies.push(await signInWith(mailedTokens().at(-1) ?? ''));
    }
    await m.auth.mailSignInLink(OTHER, 'sv');
    const otherCookie = await signInWith(mailedTokens().at(-1) ?? '');
    expect(await db.adminSession.count()).toBe(3);
    allowed().splice(0, allowed().length, OTHER);
    requestHeaders = new Headers({ cookie: cookies[0] ?? '' });
    expect(await m.session.currentStaff()).toBeNull();
    // Both of the removed address's sessions are gone, the other staff member's stays.
    expect(await db.adminSession.count()).toBe(1);
    allowed().push(STAFF);
    for (const cookie of cookies) {
      requestHeaders = new Headers({ cookie: cookie ?? '' });
      expect(await m.session.currentStaff()).toBeNull();
    }
    requestHeaders = new Headers({ cookie: otherCookie ?? '' });
    expect(await m.session.currentStaff()).toEqual({ email: OTHER });
  });

  test('at start and in the cron run: sessions, pending links and user rows of removed addresses are deleted', async () => {
    await m.auth.mailSignInLink(STAFF, 'sv');
    await signInWith(mailedTokens()[0] ?? '');
    await m.auth.mailSignInLink(STAFF, 'sv'); // a pending link
    await m.auth.mailSignInLink(OTHER, 'sv');
    await signInWith(mailedTokens().at(-1) ?? '');
    await m.auth.mailSignInLink(OTHER, 'en');
    expect(await m.staffSessions.endRemovedStaffSessions(db, [STAFF, OTHER])).toEqual({
      sessions: 0,
      links: 0,
      users: 0,
    });
    expect(await m.staffSessions.endRemovedStaffSessions(db, [OTHER])).toEqual({
      sessions: 1,
      links: 1,
      users: 1,
    });
    // The removed address is kept nowhere: no user row either (the privacy policy's promise).
    const users = await db.adminUser.findMany({ include: { sessions: true } });
    expect(users.map((user) => [user.email, user.sessions.length])).toEqual([[OTHER, 1]]);
    expect(await db.adminVerification.count()).toBe(1);
  });

  test('the purge: sign-in bodies go once the link expired, the rows after a day; sessions after seven days', async () => {
    const now = new Date();
    const minutes = (n: number) => new Date(now.getTime() - n * 60_000);
    const rows = [
      ['fresh', 'pending', minutes(5)],
      ['expired', 'pending', minutes(16)],
      ['old-sent', 'sent', minutes(30)],
      ['yesterday', 'dead', minutes(25 * 60)],
    ] as const;
    for (const [tag, status, createdAt] of rows) {
      await db.emailOutbox.create({
        data: {
          recipient: STAFF,
          subject: 'Logga in',
          html: `<a href="/admin/sign-in/verify?token=${tag}">`,
          text: `token=${tag}`,
          status,
          createdAt,
          idempotencyKey: `staff_sign_in/${tag}`,
          leadKind: 'staff_sign_in',
          leadId: '01900000-0000-7000-8000-00000000000' + rows.findIndex((r) => r[0] === tag),
        },
      });
    }
    const user = await db.adminUser.create({ data: { id: 'u', email: STAFF } });
    for (const [id, days] of [
      ['week-old', 7.01],
      ['day-old', 1],
    ] as const) {
      await db.adminSession.create({
        data: {
          id,
          token: id,
          userId: user.id,
          createdAt: new Date(now.getTime() - days * 86_400_000),
          expiresAt: new Date(now.getTime() + 3_600_000),
        },
      });
    }
    const result = await m.purge.purgeExpiredData(db, { now });
    expect(result).toMatchObject({ signInEmails: 3, adminSignIns: 1 });
    const left = await db.emailOutbox.findMany({ orderBy: { idempotencyKey: 'asc' } });
    expect(left.map((row) => [row.idempotencyKey, row.status, row.html, row.text])).toEqual([
      ['staff_sign_in/expired', 'dead', '', ''],
      [
        'staff_sign_in/fresh',
        'pending',
        '<a href="/admin/sign-in/verify?token=fresh">',
        'token=fresh',
      ],
      ['staff_sign_in/old-sent', 'sent', '', ''],
    ]);
    expect((await db.adminSession.findMany()).map((row) => row.id)).toEqual(['day-old']);
  });
});
