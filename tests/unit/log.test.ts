/** @jest-environment node */
import { runInNewContext } from 'node:vm';
import { MAX_CAUSE_DEPTH, log, serializeError } from '@/lib/log';
import { onRequestError } from '@/instrumentation';

function captured(spy: jest.SpyInstance): Record<string, unknown> {
  const [line] = spy.mock.calls.at(-1) as [string];
  return JSON.parse(line) as Record<string, unknown>;
}

afterEach(() => jest.restoreAllMocks());

test('an error in a log line keeps its stack, code and cause', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  const root = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  log.error('test.failed', { error: new Error('could not store the lead', { cause: root }) });
  const { error } = captured(spy) as { error: Record<string, unknown> };
  expect(error.name).toBe('Error');
  expect(error.message).toBe('could not store the lead');
  expect(error.stack).toMatch(/^Error: could not store the lead\n\s+at .*log\.test\.ts/);
  expect(error.cause).toMatchObject({
    message: 'connect ECONNREFUSED 127.0.0.1:5432',
    code: 'ECONNREFUSED',
    stack: expect.stringContaining('log.test.ts'),
  });
});

test('the cause chain is bounded, also when it loops', () => {
  const a = new Error('a');
  const b = new Error('b', { cause: a });
  a.cause = b;
  let depth = 0;
  let link: unknown = serializeError(a);
  while (typeof link === 'object' && link !== null && 'cause' in link) {
    link = (link as { cause: unknown }).cause;
    depth += 1;
  }
  expect(depth).toBe(MAX_CAUSE_DEPTH);
  expect(link).toEqual({ truncated: true });
});

test('only the known fields of an error are written, not what it carries', () => {
  const error = Object.assign(new Error('duplicate key'), {
    detail: 'Key (email)=(anna@example.com) already exists.',
    parameters: ['anna@example.com'],
  });
  const line = JSON.stringify(serializeError(error));
  expect(line).not.toContain('anna@example.com');
  expect(serializeError('plain text')).toBe('plain text');
});

test('onRequestError logs the route, method, digest and the error with its stack', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  const error = Object.assign(new Error('render failed'), { digest: '1234567890' });
  await onRequestError(
    error,
    { path: '/en/about', method: 'GET', headers: {} },
    {
      routerKind: 'App Router',
      routePath: '/[locale]/about',
      routeType: 'render',
      renderSource: 'server-rendering',
      revalidateReason: undefined,
    },
  );
  const line = captured(spy);
  expect(line).toMatchObject({
    level: 'error',
    event: 'request.failed',
    route: '/[locale]/about',
    routeType: 'render',
    method: 'GET',
    digest: '1234567890',
    error: { message: 'render failed', stack: expect.stringContaining('log.test.ts') },
  });
});

test('an error made in another realm is written as an error too', () => {
  const foreign: unknown = runInNewContext('new TypeError("from elsewhere")');
  expect(foreign instanceof Error).toBe(false);
  expect(serializeError(foreign)).toMatchObject({
    name: 'TypeError',
    message: 'from elsewhere',
    stack: expect.stringContaining('from elsewhere'),
  });
});
