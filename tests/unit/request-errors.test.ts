/** @jest-environment node */
import { onRequestError } from '@/instrumentation';

// instrumentation.ts onRequestError: a fault is one error line with its stack; what Next throws
// while it decodes a malformed Server Action request is one warning line without a stack.

type Context = Parameters<typeof onRequestError>[2];
const context = { routePath: '/[locale]/contact', routeType: 'action' } as Context;
const request = (method: string) => ({ path: '/kontakt', method, headers: {} });

let lines: { level: string; line: string }[];
const capture =
  (level: string) =>
  (...args: unknown[]): void => {
    lines.push({ level, line: String(args[0]) });
  };
beforeEach(() => {
  lines = [];
  jest.spyOn(console, 'info').mockImplementation(capture('info'));
  jest.spyOn(console, 'warn').mockImplementation(capture('warn'));
  jest.spyOn(console, 'error').mockImplementation(capture('error'));
});
afterEach(() => jest.restoreAllMocks());

function fromNextRuntime(message: string): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at tL (/app/node_modules/next/dist/compiled/next-server/app-page-turbo.runtime.prod.js:15:76405)`;
  return error;
}

test.each([
  new SyntaxError('Unexpected token \'g\', "garbage{{" is not valid JSON'),
  new TypeError('Failed to parse body as FormData.'),
  new Error('Connection closed.'),
  fromNextRuntime('Unexpected end of form'),
  fromNextRuntime('Invalid forward reference.'),
])('a malformed POST (%p): one warning, no stack', async (error) => {
  await onRequestError(error, request('POST'), context);
  expect(lines).toHaveLength(1);
  expect(lines[0]?.level).toBe('warn');
  const entry = JSON.parse(lines[0]?.line ?? '{}') as Record<string, unknown>;
  expect(entry.event).toBe('request.malformed');
  expect(entry.route).toBe('/[locale]/contact');
  expect(typeof entry.error).toBe('string');
  expect(lines[0]?.line).not.toContain('    at ');
});

test('a fault of our own: one error line with its stack', async () => {
  await onRequestError(new TypeError('x is undefined'), request('POST'), context);
  expect(lines.map(({ level }) => level)).toEqual(['error']);
  const entry = JSON.parse(lines[0]?.line ?? '{}') as { event: string; error: { stack: string } };
  expect(entry.event).toBe('request.failed');
  expect(entry.error.stack).toContain('at ');
});

test('a GET is never malformed input: its SyntaxError is a fault', async () => {
  await onRequestError(new SyntaxError('bad'), request('GET'), context);
  expect(lines.map(({ level }) => level)).toEqual(['error']);
});
