/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { Client } from 'pg';
import { PrismaClient } from '@/lib/db/generated/client';
import { createPostgresAdapter } from '@/lib/db/postgres';
import { ADMIN_URL } from '@/tests/helpers/db';
import { apiRequest, captureAfterTasks, LEAD_ROUTES, readJson, setupTestDatabase } from './helpers';

// How a failure is classified (lib/api/lead-route.ts, lib/db/errors.ts), against a real
// PostgreSQL. Every error class that means "the database cannot serve us now" is answered 503
// with Retry-After and logged as a warning (api.database_unavailable), never as
// api.unexpected_error: one row per class, each error produced for real through Prisma and the
// pg adapter where the server can be made to produce it, else raised with its SQLSTATE. A
// query's own bug is still a 500 and an error. A client that hangs up while its request is
// being read is not a database outage: the route logs its own info event, and no database
// warning that an alert would count.

const database = setupTestDatabase();

type LogLine = { level: string; event: string };
const lines: LogLine[] = [];
let tasks: Array<() => Promise<void>>;

beforeAll(async () => {
  const capture = (text: unknown) => lines.push(JSON.parse(String(text)) as LogLine);
  jest.spyOn(console, 'info').mockImplementation(capture);
  jest.spyOn(console, 'warn').mockImplementation(capture);
  jest.spyOn(console, 'error').mockImplementation(capture);
  tasks = await captureAfterTasks();
});
beforeEach(() => {
  lines.length = 0;
});

/** A body that starts, then fails the way Node's request stream does when the client goes. */
function brokenBody(error: Error): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(new TextEncoder().encode('{"type":"contact","name":"An'));
        return;
      }
      controller.error(error);
    },
  });
}

const aborted = () => Object.assign(new Error('aborted'), { code: 'ECONNRESET' });

/** A same-origin JSON POST whose body breaks off (apiRequest's headers, a streamed body). */
function streamedRequest(pathname: string, error: Error, signal?: AbortSignal): Request {
  const { url, headers } = apiRequest(pathname, {});
  const init = { method: 'POST', headers, body: brokenBody(error), duplex: 'half', signal };
  return new Request(url, init as RequestInit);
}

test('a client that disconnects mid-body: info event, no database event, nothing stored', async () => {
  const { POST } = await import('@/app/api/send-contact-email/route');
  const response = await POST(streamedRequest('/api/send-contact-email', aborted()));
  expect(response.status).toBe(400);
  expect(await readJson(response)).toEqual({ error: expect.any(String) });
  expect(lines.map(({ level, event }) => `${level} ${event}`)).toEqual(['info api.client_aborted']);
  expect(tasks).toHaveLength(0);
  expect(await database.query('SELECT id FROM contact_messages')).toEqual([]);
});

test('a request whose own signal says the client is gone is classified the same', async () => {
  const { POST } = await import('@/app/api/newsletter-signup/route');
  const controller = new AbortController();
  const request = streamedRequest(
    '/api/newsletter-signup',
    new DOMException('The operation was aborted.', 'AbortError'),
    controller.signal,
  );
  controller.abort();
  const response = await POST(request);
  expect(response.status).toBe(400);
  expect(lines.map((line) => line.event)).toEqual(['api.client_aborted']);
});

test('a bare ECONNRESET is not taken for the database, a Prisma one is', async () => {
  const { isDatabaseUnavailable, isClientAbort, DatabaseUnavailableError } =
    await import('@/lib/db/errors');
  expect(isDatabaseUnavailable(aborted())).toBe(false);
  expect(isClientAbort(aborted())).toBe(true);
  const prismaLike = Object.assign(new Error('connection lost'), {
    name: 'PrismaClientKnownRequestError',
    code: 'P1017',
    clientVersion: '7.10.1',
  });
  expect(isDatabaseUnavailable(prismaLike)).toBe(true);
  expect(isClientAbort(prismaLike)).toBe(false);
  const adapterReset = Object.assign(new Error('read ECONNRESET'), {
    name: 'DriverAdapterError',
    cause: { code: 'ECONNRESET' },
  });
  expect(isDatabaseUnavailable(adapterReset)).toBe(true);
  const timeout = Object.assign(new Error('Transaction API error'), {
    name: 'PrismaClientKnownRequestError',
    code: 'P2028',
    clientVersion: '7.10.1',
  });
  expect(isDatabaseUnavailable(timeout)).toBe(true);
  expect(isDatabaseUnavailable(new DatabaseUnavailableError('down'))).toBe(true);
  const uniqueViolation = Object.assign(new Error('Unique constraint'), {
    name: 'PrismaClientKnownRequestError',
    code: 'P2002',
    clientVersion: '7.10.1',
  });
  expect(isDatabaseUnavailable(uniqueViolation)).toBe(false);
});

describe('every class of "the database is not available" is 503 with Retry-After, a warning', () => {
  let name = '';
  let app: PrismaClient;
  let lead: typeof import('@/lib/api/lead-route');
  const others: PrismaClient[] = [];

  /** A Prisma client of its own (the app's adapter and limits) on `url`. */
  function clientOn(url: string, overrides = {}): PrismaClient {
    const client = new PrismaClient({ adapter: createPostgresAdapter(url, overrides) });
    others.push(client);
    return client;
  }
  async function admin(sql: string): Promise<void> {
    const client = new Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
  /** What `work` throws (it must throw). */
  async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
    try {
      await work();
    } catch (error) {
      return error;
    }
    throw new Error('expected the work to fail');
  }
  const raise = (sqlstate: string, message: string) => () =>
    app.$executeRawUnsafe(
      `DO $$ BEGIN RAISE EXCEPTION USING ERRCODE = '${sqlstate}', MESSAGE = '${message}'; END $$`,
    );
  const testUrl = (user = 'postgres') => {
    const url = new URL(database.url);
    url.username = user;
    return url.toString();
  };

  beforeAll(async () => {
    name = new URL(database.url).pathname.slice(1);
    app = await (await import('@/lib/db/client')).getDb();
    lead = await import('@/lib/api/lead-route');
  });
  afterAll(async () => {
    await Promise.all(others.map((client) => client.$disconnect().catch(() => {})));
  });

  const unavailable: [string, () => Promise<unknown>][] = [
    [
      'connection refused (nothing listens)',
      () => clientOn('postgresql://postgres@127.0.0.1:1/x').$queryRaw`SELECT 1`,
    ],
    [
      'connection timeout (a server that accepts and never answers)',
      async () => {
        const sockets: Socket[] = [];
        const silent: Server = createServer((socket) => void sockets.push(socket));
        await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
        const { port } = silent.address() as { port: number };
        try {
          await clientOn(`postgresql://postgres@127.0.0.1:${port}/x`, {
            connectionTimeoutMillis: 300,
          }).$queryRaw`SELECT 1`;
        } finally {
          for (const socket of sockets) socket.destroy();
          silent.close();
        }
      },
    ],
    [
      '55000 not accepting connections (ALTER DATABASE ... ALLOW_CONNECTIONS false)',
      async () => {
        await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
        try {
          // A model query: Prisma reports it as P2039 "Database error", the SQLSTATE inside.
          await clientOn(testUrl()).appSecret.findFirst();
        } finally {
          await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
        }
      },
    ],
    [
      '53300 too many connections (a role with CONNECTION LIMIT 0)',
      async () => {
        const role = `limited_${randomBytes(4).toString('hex')}`;
        await admin(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 0`);
        try {
          await clientOn(testUrl(role)).$queryRaw`SELECT 1`;
        } finally {
          await admin(`DROP ROLE ${role}`);
        }
      },
    ],
    [
      '57P01 admin shutdown (pg_terminate_backend during a query)',
      async () => {
        const sleeping = app.$executeRaw`SELECT pg_sleep(10) /* terminate me */`;
        sleeping.catch(() => {});
        for (let i = 0; i < 100; i += 1) {
          const client = new Client({ connectionString: ADMIN_URL });
          await client.connect();
          const { rowCount } = await client.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE query LIKE '%terminate me%' AND pid <> pg_backend_pid()`,
          );
          await client.end();
          if (rowCount) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await sleeping;
      },
    ],
    ['57P02 crash shutdown (raised)', raise('57P02', 'terminating connection because of crash')],
    ['57P03 cannot connect now (raised)', raise('57P03', 'the database system is starting up')],
    ['57P05 idle session timeout (raised)', raise('57P05', 'idle-session timeout')],
    ['08006 connection failure (raised)', raise('08006', 'connection failure')],
    ['53100 disk full (raised)', raise('53100', 'could not extend file: No space left')],
    [
      '57014 statement timeout',
      () =>
        app.$transaction(async (tx) => {
          await tx.$executeRaw`SET LOCAL statement_timeout = 50`;
          await tx.$executeRaw`SELECT pg_sleep(2)`;
        }),
    ],
    [
      '55P03 lock timeout',
      async () => {
        const holder = new Client({ connectionString: database.url });
        await holder.connect();
        try {
          await holder.query('BEGIN; LOCK TABLE app_secrets IN ACCESS EXCLUSIVE MODE');
          await app.$transaction(async (tx) => {
            await tx.$executeRaw`SET LOCAL lock_timeout = 50`;
            await tx.$queryRaw`SELECT count(*) FROM app_secrets`;
          });
        } finally {
          await holder.query('ROLLBACK').catch(() => {});
          await holder.end();
        }
      },
    ],
    [
      'P2028 transaction timeout',
      () => app.$transaction(async (tx) => tx.$executeRaw`SELECT pg_sleep(0.5)`, { timeout: 100 }),
    ],
  ];

  test.each(unavailable)('%s', async (_, produce) => {
    const error = await failureOf(produce);
    lines.length = 0;
    const response = lead.failureResponse('test-route', error);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(lines.map(({ level, event }) => `${level} ${event}`)).toEqual([
      'warn api.database_unavailable',
    ]);
  });

  const bugs: [string, () => Promise<unknown>][] = [
    [
      '55000 raised by a query (currval before nextval)',
      () =>
        app.$queryRawUnsafe(
          "CREATE TEMP SEQUENCE IF NOT EXISTS never_used; SELECT currval('never_used')",
        ),
    ],
    [
      '23505 unique violation',
      async () => {
        await app.appSecret.create({ data: { name: 'twice', value: 'a' } });
        await app.appSecret.create({ data: { name: 'twice', value: 'b' } });
      },
    ],
    ['42P01 a missing table', () => app.$queryRaw`SELECT * FROM no_such_table`],
  ];

  test.each(bugs)('a bug is still a 500 and an error: %s', async (_, produce) => {
    const error = await failureOf(produce);
    lines.length = 0;
    expect(lead.failureResponse('test-route', error).status).toBe(500);
    expect(lines.map(({ level, event }) => `${level} ${event}`)).toEqual([
      'error api.unexpected_error',
    ]);
  });

  test('every lead route while the database refuses new connections (55000, for real): 503 with Retry-After, then stored', async () => {
    await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    try {
      // The app's open connections are ended (as by a restart): every request needs a new one.
      // (The test's own connection stays.)
      const [own] = await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await admin(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = '${name}' AND pid <> pg_backend_pid() AND pid <> ${own?.pid ?? 0}`,
      );
      lines.length = 0;
      for (const [path, { body, load }] of Object.entries(LEAD_ROUTES)) {
        const response = await (await load()).POST(apiRequest(path, body));
        expect([path, response.status, response.headers.get('retry-after')]).toEqual([
          path,
          503,
          '30',
        ]);
      }
      expect(lines.filter((line) => line.level === 'error')).toEqual([]);
      expect(lines.map((line) => line.event)).toContain('api.database_unavailable');
    } finally {
      await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    }
    for (const [path, { body, load }] of Object.entries(LEAD_ROUTES)) {
      const response = await (await load()).POST(apiRequest(path, body));
      expect([path, response.status]).toEqual([path, 200]);
    }
  });
});
