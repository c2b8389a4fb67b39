import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { Client, Pool } from 'pg';
import { createPostgresDatabase } from '@/tests/helpers/db';

// Each API test file gets its own fresh Postgres database (tests/helpers/db.ts, from
// TEST_PG_ADMIN_URL), migrated with the data layer's own migration runner, and its own MAIL_DIR.
// The environment is set before the route modules are imported: lib/env.ts parses process.env
// once, at import, so test files import the routes inside beforeAll.

// The WebAssembly schema engine leaves a timer of about ten seconds behind after it migrates,
// which keeps jest from exiting. Timers created while it runs are unref'd: they still fire, but
// no longer hold the process open.
async function withUnrefTimers<T>(work: () => Promise<T>): Promise<T> {
  const original = globalThis.setTimeout;
  const unrefd = (...args: Parameters<typeof setTimeout>) => {
    const timer = original(...args);
    timer.unref();
    return timer;
  };
  globalThis.setTimeout = Object.assign(unrefd, original);
  try {
    return await work();
  } finally {
    globalThis.setTimeout = original;
  }
}

// The route handlers are called here without a server, so there is no socket address: the test
// requests model a site behind one proxy, and `ip` below is the address that proxy appended to
// X-Forwarded-For (lib/api/client-ip.ts). Set before lib/env.ts is imported (it reads it once).
process.env.TRUSTED_PROXY_HOPS ??= '1';

export interface TestDatabase {
  url: string;
  /** Plain SQL against the test database (assertions read the tables directly). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  mailDir: string;
}

/**
 * Registers beforeAll/afterAll hooks that create, migrate and finally drop a database, and point
 * DATABASE_URL (and MAIL_DIR) at it. Call it at the top of the file, before importing routes.
 */
export function setupTestDatabase(): TestDatabase {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'lc-mail-'));
  let database: { url: string; drop(): Promise<void> } | undefined;
  let client: Client | undefined;

  beforeAll(async () => {
    // lib/log's info and warn lines (honeypot, cross-site, 503) are expected here; errors still print.
    jest.spyOn(console, 'info').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    database = await createPostgresDatabase();
    process.env.DATABASE_URL = database.url;
    process.env.MAIL_DIR = mailDir;
    delete process.env.RESEND_API_KEY;
    const { applyMigrations } = await import('@/lib/db/migrations');
    // Our own pool, ended right after, so no connection outlives the migration.
    const pool = new Pool({ connectionString: database.url });
    try {
      await withUnrefTimers(() => applyMigrations(new PrismaPg(pool)));
    } finally {
      await pool.end();
    }
    client = new Client({ connectionString: database.url });
    await client.connect();
  }, 60_000);

  afterAll(async () => {
    const { getDb } = await import('@/lib/db/client');
    await (await getDb()).$disconnect().catch(() => {});
    await client?.end();
    await database?.drop();
    rmSync(mailDir, { recursive: true, force: true });
  }, 30_000);

  return {
    get url() {
      return database?.url ?? '';
    },
    mailDir,
    async query<Row>(sql: string, params: unknown[] = []) {
      if (!client) throw new Error('test database not ready');
      const result = await client.query(sql, params);
      return result.rows as Row[];
    },
  };
}

let ipCounter = 0;
/** A fresh client address, so that tests do not share a rate-limit bucket by accident. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  ip?: string;
  /** Raw body; by default `body` is JSON-encoded. */
  raw?: BodyInit;
}

export const ORIGIN = 'http://localhost:3000';

/** A same-origin browser-like JSON POST to `path`. */
export function apiRequest(
  pathname: string,
  body?: unknown,
  options: RequestOptions = {},
): Request {
  const method = options.method ?? 'POST';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(`${ORIGIN}${pathname}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': options.ip ?? nextIp(),
      ...options.headers,
    },
    body: hasBody ? (options.raw ?? JSON.stringify(body ?? {})) : undefined,
  });
}

/** Collects the tasks the routes schedule with after(), instead of running them. */
export async function captureAfterTasks(): Promise<Array<() => Promise<void>>> {
  const tasks: Array<() => Promise<void>> = [];
  const { setAfterResponseScheduler } = await import('@/lib/api/after-response');
  setAfterResponseScheduler((task) => tasks.push(task));
  return tasks;
}

export async function readJson(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

type PostRoute = { POST: (request: Request) => Promise<Response> };

/** Each lead route, a valid body for it, and its module (imported once the environment is set). */
export const LEAD_ROUTES: Record<string, { body: unknown; load: () => Promise<PostRoute> }> = {
  '/api/send-contact-email': {
    body: {
      name: 'A',
      email: 'a@b.se',
      company: 'C',
      phone: '+46 70 123 45 67',
      service: 'other',
      message: 'M',
      language: 'sv',
    },
    load: () => import('@/app/api/send-contact-email/route'),
  },
  '/api/newsletter-signup': {
    body: { email: 'a@b.se', language: 'sv' },
    load: () => import('@/app/api/newsletter-signup/route'),
  },
  '/api/send-academy-registration': {
    body: {
      contactName: 'a',
      contactEmail: 'a@b.se',
      contactPhone: '1',
      contactPosition: 'p',
      companyName: 'c',
      companyOrgNumber: '1',
      billingAddress: 'a',
      billingZipCode: '1',
      billingCity: 'c',
      billingCountry: 's',
      invoiceReference: 'r',
      invoiceEmail: 'a@b.se',
      message: 'm',
      language: 'en',
    },
    load: () => import('@/app/api/send-academy-registration/route'),
  },
  '/api/log-salary-verification': {
    body: {
      language: 'sv',
      monthlySalary: 30000,
      taxType: 'amount',
      taxValue: 8000,
      hasSpouse: false,
      children0to6: 0,
      children7to17: 0,
      children18plus: 0,
    },
    load: () => import('@/app/api/log-salary-verification/route'),
  },
};
