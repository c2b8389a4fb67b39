/** @jest-environment node */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { onServerRequest } from '@/lib/security/server-requests';

// The one hook point before Next (lib/security/server-requests.ts): Node's emit is wrapped once
// however many parts register, hooks run in registration order, and one that answers a request
// keeps it from the later hooks and from the server's own handler.

const seen: string[] = [];
let server: http.Server;
let port: number;

beforeAll(async () => {
  onServerRequest('first', (request) => {
    seen.push(`first ${request.url}`);
    return false;
  });
  onServerRequest('answers', (request, response) => {
    seen.push(`answers ${request.url}`);
    if (request.url !== '/stop') return false;
    response.end('answered');
    return true;
  });
  onServerRequest('last', (request) => {
    seen.push(`last ${request.url}`);
    return false;
  });
  onServerRequest('first', () => {
    throw new Error('a second registration under a name is ignored');
  });
  server = http.createServer((request, response) => {
    seen.push(`server ${request.url}`);
    response.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string) =>
  new Promise<string>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });

beforeEach(() => {
  seen.length = 0;
});

test('hooks run in order before the server; none answers: the server does', async () => {
  expect(await get('/page')).toBe('next');
  expect(seen).toEqual(['first /page', 'answers /page', 'last /page', 'server /page']);
});

test('a hook that answers keeps the request from later hooks and from the server', async () => {
  expect(await get('/stop')).toBe('answered');
  expect(seen).toEqual(['first /stop', 'answers /stop']);
});

test('emit is wrapped once, on http and https servers alike', () => {
  const wrapped = http.Server.prototype.emit;
  expect(wrapped.name).toBe('emitThroughHooks');
  expect(https.Server.prototype.emit.name).toBe('emitThroughHooks');
  onServerRequest('another', () => false);
  expect(http.Server.prototype.emit).toBe(wrapped);
});
