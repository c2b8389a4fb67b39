import { expect, test } from '@playwright/test';
import {
  createSharedDatabase,
  hasLocalBuild,
  startInstance,
  type Instance,
  type SharedDatabase,
} from './support/instances';

// One rate limit for every instance, and a client address nobody can forge: three `next start`
// processes of this build on one fresh database of their own (so the other specs' counts are
// untouched). A and B trust no proxy (TRUSTED_PROXY_HOPS=0), C trusts one (=1).

const LIMIT = 5;
const base = Number(process.env.E2E_PORT ?? 3100);
const PORTS = { a: base + 1, b: base + 2, c: base + 3 };

test.describe.configure({ mode: 'serial' });
test.skip(
  Boolean(process.env.BASE_URL),
  'starts its own `next start` instances of the local build; a deployment (BASE_URL) has none',
);

let database: SharedDatabase;
let a: Instance;
let b: Instance;
let c: Instance;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  expect(hasLocalBuild(), 'no build: run `npm run build` first').toBe(true);
  database = await createSharedDatabase();
  const env = { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: String(LIMIT) };
  [a, b, c] = await Promise.all([
    startInstance(PORTS.a, { ...env, TRUSTED_PROXY_HOPS: '0' }),
    startInstance(PORTS.b, { ...env, TRUSTED_PROXY_HOPS: '0' }),
    startInstance(PORTS.c, { ...env, TRUSTED_PROXY_HOPS: '1' }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([a, b, c].map((instance) => instance?.stop()));
  await database?.drop();
});

let counter = 0;

/** A valid signup or contact message; `forwardedFor` is what the client claims to be. */
async function post(instance: Instance, route: string, forwardedFor: string): Promise<number> {
  counter += 1;
  const email = `limit-${Date.now()}-${counter}@example.se`;
  const body =
    route === 'newsletter-signup'
      ? { email }
      : {
          name: 'Anna',
          email,
          company: 'AB',
          phone: '+46 70 123 45 67',
          service: 'other',
          message: 'Hej',
        };
  const response = await fetch(`${instance.url}/api/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': forwardedFor,
      'x-real-ip': forwardedFor,
      'x-socket-address': `${'0'.repeat(32)} ${forwardedFor}`,
    },
    body: JSON.stringify(body),
  });
  return response.status;
}

const forged = (n: number) => `198.51.100.${n}`;
const expected = [...Array<number>(LIMIT).fill(200), 429, 429];

test('one instance: the limit holds whatever X-Forwarded-For claims', async () => {
  const statuses = [];
  for (let i = 0; i < LIMIT + 2; i += 1) {
    statuses.push(await post(a, 'newsletter-signup', forged(i)));
  }
  expect(statuses).toEqual(expected);
});

test('two instances, requests alternating: 429 at the same count, one count in the database', async () => {
  const statuses = [];
  for (let i = 0; i < LIMIT + 2; i += 1) {
    statuses.push(await post(i % 2 ? b : a, 'send-contact-email', forged(100 + i)));
  }
  expect(statuses).toEqual(expected);
  const [row] = await database.query<{ stored: number }>(
    'SELECT count(*)::int AS stored FROM contact_messages',
  );
  expect(row?.stored).toBe(LIMIT);
  // Both instances counted in one row per window; no key holds the address in clear.
  const keys = await database.query<{ key: string }>('SELECT key FROM rate_limit_windows');
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.map(({ key }) => key).join(' ')).not.toMatch(/127\.0\.0\.1|198\.51\.100/);
});

test('behind one declared proxy (TRUSTED_PROXY_HOPS=1) the hop it appended is the client', async () => {
  // Each forwarded address is its own client now...
  const distinct = [];
  for (let i = 0; i < LIMIT + 2; i += 1) {
    distinct.push(await post(c, 'newsletter-signup', forged(200 + i)));
  }
  expect(distinct).toEqual(Array(LIMIT + 2).fill(200));
  // ...but what a client writes in front of the proxy's entry opens no new bucket.
  const prefixed = [];
  for (let i = 0; i < LIMIT + 2; i += 1) {
    prefixed.push(await post(c, 'newsletter-signup', `10.0.0.${i}, ${forged(250)}`));
  }
  expect(prefixed).toEqual(expected);
});
