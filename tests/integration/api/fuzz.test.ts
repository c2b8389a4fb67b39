/** @jest-environment node */
import fc from 'fast-check';
import { newsletterSignupSchema } from '@/lib/validation/newsletter';
import {
  FUZZ_SEED,
  jsonish,
  mutated,
  objectOf,
  validAcademy,
  validContact,
  validNewsletter,
  validReference,
  validSalaryLog,
  validTechsverige,
  weirdString,
} from '@/tests/helpers/fuzz';
import { apiRequest, captureAfterTasks, setupTestDatabase } from './helpers';

// Property-based fuzzing of every lead route handler against a real PostgreSQL database: no
// body ever gets a 5xx; a 4xx is JSON with an `error` and stores nothing; a valid body is
// stored exactly once. Each request comes from its own address and the limit is raised, so no
// 429 stops the fuzzing (the real limiter: newsletter-signup.test.ts, send-contact-email.test.ts,
// tests/e2e/rate-limit.spec.ts).
process.env.RATE_LIMIT_PER_MINUTE = '1000000';
// Seconds per test on an idle machine; far more when jest runs beside the rest of the suite.
jest.setTimeout(60_000);
const db = setupTestDatabase();

const RUNS = { arbitrary: 400, mutated: 300, valid: 60 };

type Handler = (request: Request) => Promise<Response>;
type Table =
  | 'contact_messages'
  | 'newsletter_subscribers'
  | 'academy_registrations'
  | 'salary_verification_logs';
interface Route {
  name: string;
  path: string;
  table: Table;
  valid: fc.Arbitrary<Record<string, unknown>>;
  load: () => Promise<{ POST: Handler }>;
}

const routes: Route[] = [
  ...[validContact, validTechsverige, validReference].map((valid, index) => ({
    name: `send-contact-email (${['contact', 'techsverige', 'reference'][index]})`,
    path: '/api/send-contact-email',
    table: 'contact_messages' as const,
    valid,
    load: () => import('@/app/api/send-contact-email/route'),
  })),
  {
    name: 'newsletter-signup',
    path: '/api/newsletter-signup',
    table: 'newsletter_subscribers',
    valid: validNewsletter,
    load: () => import('@/app/api/newsletter-signup/route'),
  },
  {
    name: 'send-academy-registration',
    path: '/api/send-academy-registration',
    table: 'academy_registrations',
    valid: validAcademy,
    load: () => import('@/app/api/send-academy-registration/route'),
  },
  {
    name: 'log-salary-verification',
    path: '/api/log-salary-verification',
    table: 'salary_verification_logs',
    valid: validSalaryLog,
    load: () => import('@/app/api/log-salary-verification/route'),
  },
];

beforeAll(async () => {
  await captureAfterTasks(); // no email delivery after the responses
});

async function rowCount(table: Table): Promise<{ lead: number; outbox: number }> {
  const [row] = await db.query<{ lead: number; outbox: number }>(
    `SELECT (SELECT count(*) FROM ${table})::int AS lead, (SELECT count(*) FROM email_outbox)::int AS outbox`,
  );
  if (!row) throw new Error('no count');
  return row;
}

// The guard answers a filled honeypot `{ ok: true }` and stores nothing (lib/api/guard.ts).
function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>).website;
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

async function alreadySubscribed(body: unknown): Promise<boolean> {
  const parsed = newsletterSignupSchema.safeParse(body);
  if (!parsed.success) return false;
  const rows = await db.query('SELECT 1 FROM newsletter_subscribers WHERE email = $1', [
    parsed.data.email.trim().toLowerCase(),
  ]);
  return rows.length > 0;
}

/** What a request carries: a JSON text (usually), or raw bytes that may not be JSON at all. */
const rawBody = fc.oneof(
  weirdString,
  fc.integer({ min: 1, max: 16_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc
    .integer({ min: 1, max: 6_000 })
    .map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constantFrom('', '{', '{"__proto__":{"polluted":1},"email":"a@b.se"}', '[]', 'null', '"x"'),
);

const serialize = (value: unknown) => JSON.stringify(value) ?? 'null';

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe.each(routes)('$name', (route) => {
  let POST: Handler;
  beforeAll(async () => {
    ({ POST } = await route.load());
  });

  /** Posts `text`; asserts the contract; returns the status and whether something was stored. */
  async function post(text: string): Promise<{ status: number; stored: number }> {
    const body = parsed(text);
    const before = await rowCount(route.table);
    const duplicate = route.table === 'newsletter_subscribers' && (await alreadySubscribed(body));
    const response = await POST(apiRequest(route.path, undefined, { raw: text }));
    const after = await rowCount(route.table);
    const stored = after.lead - before.lead;
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(429);
    const answer = (await response.json()) as { ok?: boolean; error?: unknown };
    if (response.status >= 400) {
      expect(typeof answer.error).toBe('string');
      expect(after).toEqual(before);
    } else {
      expect(answer).toEqual({ ok: true });
      expect(stored).toBe(honeypotFilled(body) || duplicate ? 0 : 1);
    }
    return { status: response.status, stored };
  }

  test('any body (wrong types, unicode, nesting, __proto__, raw bytes): 2xx or 4xx, never 5xx', async () => {
    const keys = fc.sample(route.valid, { numRuns: 1, seed: FUZZ_SEED }).flatMap(Object.keys);
    const text = fc.oneof(jsonish(keys).map(serialize), objectOf(keys).map(serialize), rawBody);
    await fc.assert(
      fc.asyncProperty(text, async (body) => {
        await post(body);
      }),
      { seed: FUZZ_SEED, numRuns: RUNS.arbitrary },
    );
  });

  test('a valid body with one field replaced, removed or added: stored once or refused', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(mutated(route.valid), async (body) => {
        statuses.add((await post(serialize(body))).status);
      }),
      { seed: FUZZ_SEED, numRuns: RUNS.mutated },
    );
    // Some mutations keep the body valid, most are refused deep inside the schema.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400]));
  });

  test('a valid generated body is stored exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(route.valid, async (body) => {
        const { status } = await post(serialize(body));
        expect(status).toBe(200);
      }),
      { seed: FUZZ_SEED, numRuns: RUNS.valid },
    );
  });
});
