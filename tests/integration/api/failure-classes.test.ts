/** @jest-environment node */
import { apiRequest, captureAfterTasks, readJson, setupTestDatabase } from './helpers';

// A client that hangs up while its request is being read is not a database outage: the route
// logs its own info event, and no database warning that an alert would count.

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
