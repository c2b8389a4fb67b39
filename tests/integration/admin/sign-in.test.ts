/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PrismaClient } from '@/lib/db/generated/client';
import { createTestDatabase, ENGINES, truncateAll, type TestDatabase } from '@/tests/helpers/db';

// The back office's sign-in against the real Better Auth, on PostgreSQL and PGlite: no live link
// is kept readable (no table holds the token once the email is sent; the GDPR export never holds
// a link that signs in), a new link makes the older ones useless, links per address are limited,
// and sessions end after seven days or as soon as the address leaves ADMIN_EMAILS - deleted.

jest.setTimeout(60_000);

const STAFF = 'staff@example.com';
const OTHER = 'other@example.com';
const mailDir = mkdtempSync(path.join(tmpdir(), 'sign-in-mail-'));
Object.assign(process.env, {
  ADMIN_EMAILS: `${STAFF},${OTHER}`,
  MAIL_DIR: mailDir,
  SITE_URL: 'http://localhost:3000',
  SIGN_IN_EMAILS_PER_HOUR: '3',
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

type Modules = {
  auth: typeof import('@/lib/admin/auth');
  link: typeof import('@/lib/admin/sign-in-link');
  session: typeof import('@/lib/admin/session');
  staffSessions: typeof import('@/lib/admin/staff-sessions');
  gdpr: typeof import('@/lib/admin/gdpr');
  purge: typeof import('@/lib/retention/purge');
  secrets: typeof import('@/lib/security/secrets');
  env: typeof import('@/lib/env').env;
};
let m: Modules;

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  m = {
    auth: await import('@/lib/admin/auth'),
    link: await import('@/lib/admin/sign-in-link'),
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

describe.each(ENGINES)('sign-in on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
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
  });

  test('after a sign-in request no table holds the token; the GDPR export holds no link that signs in', async () => {
    expect(await m.link.mailSignInLink(db, STAFF, 'sv')).toBe(true);
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

    // A link not delivered yet is in the outbox, but never in the export.
    const auth = await m.auth.getAuth();
    await auth.api.signInMagicLink({ body: { email: STAFF }, headers: new Headers() });
    expect(await db.emailOutbox.count({ where: { status: 'pending' } })).toBe(1);
    const exported = JSON.stringify(await m.gdpr.exportPersonalData(db, STAFF, new Date()));
    expect(exported).toContain('"leadKind":"staff_sign_in"');
    expect(exported).not.toMatch(/sign-in\/verify|token=/);
    expect(exported).not.toContain(token);
    // ...and the first link, though live in the mail, was replaced by the second.
    expect(await signInWith(token)).toBeNull();
  });

  test('a new link makes the older one useless; the newest signs in once', async () => {
    expect(await m.link.mailSignInLink(db, STAFF, 'sv')).toBe(true);
    expect(await m.link.mailSignInLink(db, STAFF, 'en')).toBe(true);
    expect(await m.link.mailSignInLink(db, OTHER, 'sv')).toBe(true);
    expect(await db.adminVerification.count()).toBe(2); // the newest of each address
    const [first = '', second = '', other = ''] = mailedTokens();
    expect(await signInWith(first)).toBeNull();
    expect(await signInWith(second)).toMatch(/^tbs-admin\.session_token=/);
    expect(await signInWith(second)).toBeNull();
    expect(await signInWith(other)).toMatch(/^tbs-admin\.session_token=/);
  });

  test('at most SIGN_IN_EMAILS_PER_HOUR links per address; the last one keeps working', async () => {
    for (const expected of [true, true, true, false, false]) {
      expect(await m.link.mailSignInLink(db, STAFF, 'sv')).toBe(expected);
    }
    expect(await db.emailOutbox.count({ where: { recipient: STAFF } })).toBe(3);
    expect(await m.link.mailSignInLink(db, OTHER, 'sv')).toBe(true);
    const tokens = mailedTokens();
    expect(tokens).toHaveLength(4);
    const staffTokens = tokens.filter((_, index) => index < 3);
    expect(await signInWith(staffTokens.at(-1) ?? '')).not.toBeNull();
  });

  test('a session ends seven days after it began, however busy; the row is deleted', async () => {
    await m.link.mailSignInLink(db, STAFF, 'sv');
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
      await m.link.mailSignInLink(db, STAFF, 'sv');
      cookies.push(await signInWith(mailedTokens().at(-1) ?? ''));
    }
    await m.link.mailSignInLink(db, OTHER, 'sv');
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
    await m.link.mailSignInLink(db, STAFF, 'sv');
    await signInWith(mailedTokens()[0] ?? '');
    await m.link.mailSignInLink(db, STAFF, 'sv'); // a pending link
    await m.link.mailSignInLink(db, OTHER, 'sv');
    await signInWith(mailedTokens().at(-1) ?? '');
    await m.link.mailSignInLink(db, OTHER, 'en');
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
