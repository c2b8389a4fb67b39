/** @jest-environment node */
import http from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { installRequestGate } from '@/lib/security/install-request-gate';
import { actionManifestOf, pageActionIds, refuseOddRequest } from '@/lib/security/request-gate';

// Requests Next would answer with a 500 of its own are refused in front of it, with the
// security headers; everything else goes through untouched.

const ACTION = '60f1617f0c9778fa83c161e5b61b7fe8647a7c8917';
const ids = new Set([ACTION]);
const SIGN_OUT = `00${'c9'.repeat(20)}`;
const manifest = actionManifestOf({
  node: {
    [ACTION]: { workers: { 'app/[locale]/contact/page': {}, 'app/[locale]/reference/page': {} } },
    [SIGN_OUT]: {
      workers: { 'app/admin/(staff)/page': {}, 'app/admin/(staff)/leads/[kind]/[id]/page': {} },
    },
  },
});
const gate = (method: string, url: string, actionId: string | null = null) =>
  refuseOddRequest({ method, url, actionId }, ids);

describe('refuseOddRequest', () => {
  test.each([
    ['GET', '/'],
    ['GET', '/en/about?utm_source=x%20y'],
    ['GET', '/%C3%A5sa'],
    ['GET', '/en?q=%E0%A4%A'], // a bad query is decoded leniently by Next: no 500
    ['POST', '/kontakt'],
    ['PUT', '/'], // the middleware answers 405 for pages
    ['GET', 'http://localhost:3000/en/about'],
  ])('%s %s goes through', (method, url) => {
    expect(gate(method, url)).toBeNull();
  });

  test.each([
    ['GET', '/%E0%A4%A', 400, 'path-encoding'],
    ['GET', '/%', 400, 'path-encoding'],
    ['HEAD', '/api/salary-parameters/%ZZ', 400, 'path-encoding'],
    ['GET', '/admin?q=%00', 400, 'nul'],
    ['GET', '/en/%00', 400, 'nul'],
    ['GET', '/api/salary-parameters?x=a%00b', 400, 'nul'],
    ['TRACE', '/', 405, 'method'],
    ['TRACK', '/kontakt', 405, 'method'],
    ['CONNECT', '/api/cron', 405, 'method'],
  ])('%s %s -> %i (%s)', (method, url, status, reason) => {
    expect(gate(method, url)).toMatchObject({ status, reason });
  });

  test('a body to a page: declared and at most what a form sends, refused before Next reads it', () => {
    const post = (url: string, contentLength: string | null, chunked = false) =>
      refuseOddRequest({ method: 'POST', url, actionId: null, contentLength, chunked }, ids);
    expect(post('/kontakt', '900')).toBeNull();
    expect(post('/kontakt', String(64 * 1024 + 1))).toMatchObject({ status: 413 });
    expect(post('/kontakt', null, true)).toMatchObject({ status: 411 });
    expect(post('/admin', String(64 * 1024 * 1024))).toMatchObject({ status: 413 });
    // API routes cap their own bodies (lib/api/read-body.ts), chunked ones included.
    expect(post('/api/send-contact-email', null, true)).toBeNull();
    expect(post('/api/send-contact-email', String(64 * 1024 * 1024))).toBeNull();
    expect(
      refuseOddRequest({ method: 'PUT', url: '/', actionId: null, contentLength: '99999999' }, ids),
    ).toMatchObject({ status: 413 });
  });

  test('405 lists what the address takes', () => {
    expect(gate('TRACE', '/')?.headers).toEqual({ Allow: 'GET, HEAD' });
    expect(gate('TRACE', '/kontakt')?.headers).toEqual({ Allow: 'GET, HEAD, POST' });
    expect(gate('TRACE', '/api/send-contact-email')?.headers).toEqual({ Allow: 'POST, OPTIONS' });
  });

  test('Server Action ids: malformed 400, unknown 409 as Next answers them; known ones go on', () => {
    expect(gate('POST', '/kontakt', ACTION)).toBeNull();
    expect(gate('POST', '/kontakt', 'x')).toMatchObject({ status: 400, reason: 'action-id' });
    expect(gate('POST', '/kontakt', 'ab'.repeat(21))).toMatchObject({
      status: 409,
      headers: { 'x-nextjs-action-not-found': '1' },
    });
    // Unknown ids are not checked when the build's ids are not known (next dev).
    expect(refuseOddRequest({ method: 'POST', url: '/', actionId: 'x' }, null)).toBeNull();
  });
});

test('the Server Actions of the page at an address', () => {
  expect(manifest.ids).toEqual(new Set([ACTION, SIGN_OUT]));
  expect(pageActionIds('/kontakt', manifest)).toEqual([ACTION]);
  expect(pageActionIds('/en/contact', manifest)).toEqual([ACTION]);
  expect(pageActionIds('/referens', manifest)).toEqual([ACTION]);
  expect(pageActionIds('/academy', manifest)).toEqual([]);
  expect(pageActionIds('/om-oss', manifest)).toEqual([]);
  expect(pageActionIds('/admin', manifest)).toEqual([SIGN_OUT]);
  expect(pageActionIds('/admin/leads/contact/0190', manifest)).toEqual([SIGN_OUT]);
  expect(pageActionIds('/admin/leads/contact', manifest)).toEqual([]);
  expect(pageActionIds('/admin/faq', manifest)).toEqual([]);
});

describe('installRequestGate', () => {
  let server: http.Server;
  let port: number;
  const reached: string[] = [];
  const pageActions: Array<string | string[] | undefined> = [];

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    installRequestGate(manifest);
    server = http.createServer((request, response) => {
      reached.push(`${request.method} ${request.url}`);
      pageActions.push(request.headers['x-page-actions']);
      response.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function send(method: string, target: string): Promise<http.IncomingMessage & { body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        { port, host: '127.0.0.1', method, path: target },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(Object.assign(response, { body })));
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  test('answers odd requests itself, with the security headers; the rest reach the server', async () => {
    for (const [method, target, status] of [
      ['GET', '/%E0%A4%A', 400],
      ['TRACE', '/', 405],
      ['GET', '/admin?q=%00', 400],
    ] as const) {
      const response = await send(method, target);
      expect([target, response.statusCode]).toEqual([target, status]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await send('TRACE', '/kontakt')).headers.allow).toBe('GET, HEAD, POST');
    expect(reached).toEqual([]);
    expect((await send('GET', '/en/about')).body).toBe('next');
    expect(reached).toEqual(['GET /en/about']);
  });

  test('a page POST carries the ids of the page’s actions, whatever the client wrote there', async () => {
    pageActions.length = 0;
    for (const [method, target] of [
      ['POST', '/kontakt'],
      ['POST', '/om-oss'],
      ['POST', '/api/send-contact-email'],
      ['GET', '/kontakt'],
    ] as const) {
      await new Promise<void>((resolve, reject) => {
        const request = http.request(
          {
            port,
            host: '127.0.0.1',
            method,
            path: target,
            headers: { 'x-page-actions': 'forged' },
          },
          (response) => response.resume().on('end', resolve),
        );
        request.on('error', reject);
        request.end();
      });
    }
    expect(pageActions).toEqual([ACTION, '', undefined, undefined]);
  });

  test('after a refusal before the body has arrived, the rest is not read: 1 MB at most', async () => {
    const outcome = await new Promise<{ status: number; sent: number }>((resolve) => {
      let sent = 0;
      let status = 0;
      const chunk = Buffer.alloc(64 * 1024);
      const request = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/kontakt',
        headers: { 'content-length': String(64 * 1024 * 1024) },
      });
      request.on('response', (response) => (status = response.statusCode ?? 0));
      // The client goes on sending after the answer, as an attacker would.
      request.on('error', () => resolve({ status, sent }));
      request.on('close', () => resolve({ status, sent }));
      const pump = () => {
        while (sent < 64 * 1024 * 1024) {
          sent += chunk.byteLength;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        request.end();
      };
      pump();
    });
    expect(outcome.status).toBe(413);
    // The server closed the connection long before the 64 MB were through (kernel buffers on
    // both sides hold a few MB).
    expect(outcome.sent).toBeLessThan(32 * 1024 * 1024);
  });

  test('a request Node cannot parse gets its 400 with the security headers too', async () => {
    const before = reached.length;
    for (const head of ['TRACK / HTTP/1.1', 'GET / HTTP/1.1\r\nBad Header', 'BREW / HTTP/1.1']) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\nHost: x\r\n\r\n`));
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(answer).toContain('X-Content-Type-Options: nosniff');
      expect(answer).toContain("Content-Security-Policy: default-src 'none'");
    }
    expect(reached).toHaveLength(before);
  });
});
