/** @jest-environment node */
import fc from 'fast-check';
import { PAGE_POST_LIMIT_BYTES } from '@/lib/security/limits';
import { refusePageRequest } from '@/lib/security/page-posts';
import { FUZZ_SEED, weirdString } from '@/tests/helpers/fuzz';

// What reaches a page: GET and HEAD anywhere; POST only where a form posts, same-origin, sized,
// and in an encoding a form or a Server Action sends.

const SITE = 'https://www.talentbridge.se';
const ACTION = '60f1617f0c9778fa83c161e5b61b7fe8647a7c8917';

/** A form post to `path` with a multipart body made of `fields`, as a browser sends it. */
async function formPost(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Request> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    body,
    headers: {
      host: 'www.talentbridge.se',
      origin: SITE,
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': String(body.byteLength),
      ...headers,
    },
  });
}

const raw = (path: string, method: string, headers: Record<string, string> = {}, body?: string) =>
  new Request(`${SITE}${path}`, {
    method,
    headers: { host: 'www.talentbridge.se', ...headers },
    body,
  });

const status = async (request: Request | Promise<Request>) =>
  (await refusePageRequest(await request))?.status ?? 'through';

const withoutJs = {
  $ACTION_REF_1: '',
  '$ACTION_1:0': JSON.stringify({ id: ACTION, bound: '$@1' }),
  '$ACTION_1:1': '[{"status":"idle"}]',
  $ACTION_KEY: 'k0',
  email: 'anna@example.se',
  consent: 'on',
};
const withJs = {
  _1_email: 'anna@example.se',
  _1_consent: 'on',
  '0': '[{"status":"idle"},"$K1"]',
};
const js = { 'next-action': ACTION };

describe('methods', () => {
  test.each([
    ['GET', '/om-oss', 'through', undefined],
    ['HEAD', '/en/about', 'through', undefined],
    ['PUT', '/', 405, 'GET, HEAD'],
    ['DELETE', '/om-oss', 405, 'GET, HEAD'],
    ['PATCH', '/en/about', 405, 'GET, HEAD'],
    ['OPTIONS', '/', 405, 'GET, HEAD'],
    ['POST', '/om-oss', 405, 'GET, HEAD'], // no form on the page
    ['PUT', '/kontakt', 405, 'GET, HEAD, POST'],
    ['DELETE', '/en/services/permit-troubles', 405, 'GET, HEAD, POST'],
    ['POST', '/finns-inte', 404, undefined],
    ['PUT', '/en/does-not-exist', 404, undefined],
    ['DELETE', '/admin', 405, 'GET, HEAD, POST'],
  ])('%s %s -> %s', async (method, path, expected, allow) => {
    const answer = await refusePageRequest(raw(path, method, { 'content-length': '0' }));
    expect(answer?.status ?? 'through').toBe(expected);
    expect(answer?.headers.get('allow') ?? undefined).toBe(allow);
  });
});

describe('form posts', () => {
  test('a form submission goes on, with and without JavaScript, on every form page', async () => {
    for (const path of [
      '/kontakt',
      '/en/contact',
      '/academy',
      '/referens',
      '/services/tillstandstrassel',
    ]) {
      expect(await status(formPost(path, withoutJs))).toBe('through');
      expect(await status(formPost(path, withJs, js))).toBe('through');
    }
    expect(await status(formPost('/admin/faq', { [`$ACTION_ID_${ACTION}`]: '' }))).toBe('through');
    expect(await status(formPost('/admin', { '0': '["$K1"]', _1_q: 'x' }, js))).toBe('through');
  });

  test.each([
    ['another site', { origin: 'https://evil.example' }, 403],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, 403],
  ])('%s: refused', async (_case, headers, expected) => {
    expect(await status(formPost('/kontakt', withoutJs, headers))).toBe(expected);
  });

  test.each([
    ['no declared length', {}, 411],
    ['a length that is not a number', { 'content-length': '1e9' }, 411],
    ['more than the limit', { 'content-length': String(PAGE_POST_LIMIT_BYTES + 1) }, 413],
  ])('%s: refused', async (_case, headers, expected) => {
    expect(await status(raw('/kontakt', 'POST', { origin: SITE, ...headers }))).toBe(expected);
  });

  test.each([
    ['text/plain without Next-Action', 'text/plain;charset=UTF-8', '[]', {}],
    ['urlencoded', 'application/x-www-form-urlencoded', 'email=a%40b.se'],
    ['JSON', 'application/json', '{}'],
    ['multipart without boundary', 'multipart/form-data', '--x--'],
  ])('%s: 415', async (_case, type, body, headers: Record<string, string> = js) => {
    const request = raw(
      '/kontakt',
      'POST',
      { origin: SITE, 'content-type': type, 'content-length': String(body.length), ...headers },
      body,
    );
    expect(await status(request)).toBe(415);
  });

  test('what the body holds is Next’s to decode: any multipart body goes on', async () => {
    const body = '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n'; // never closed
    const headers = {
      origin: SITE,
      'content-type': 'multipart/form-data; boundary=xyz',
      'content-length': String(body.length),
    };
    expect(await status(raw('/kontakt', 'POST', headers, body))).toBe('through');
    const text = { ...headers, 'content-type': 'text/plain;charset=UTF-8', ...js };
    expect(await status(raw('/kontakt', 'POST', text, 'garbage{{'))).toBe('through');
  });

  test('the GDPR export takes a plain form post only', async () => {
    const body = 'email=a%40b.se';
    const headers = { origin: SITE, 'content-length': String(body.length) };
    const urlencoded = { ...headers, 'content-type': 'application/x-www-form-urlencoded' };
    expect(await status(raw('/admin/gdpr/export', 'POST', urlencoded, body))).toBe('through');
    expect(await status(formPost('/admin/gdpr/export', { email: 'a@b.se' }))).toBe(415);
  });
});

describe('fuzz: whatever is posted to a page', () => {
  const fieldName = fc.oneof(
    fc.constantFrom(
      '0',
      '1',
      '_1_email',
      '$ACTION_REF_1',
      '$ACTION_1:0',
      '$ACTION_1:1',
      '$ACTION_KEY',
    ),
    fc.constant(`$ACTION_ID_${ACTION}`),
    weirdString,
  );
  const fieldValue = fc.oneof(
    weirdString,
    fc.constantFrom(
      JSON.stringify({ id: ACTION, bound: '$@1' }),
      '[{"status":"idle"},"$K1"]',
      '["$K1"]',
      '[]',
      '["$@1"]',
      '[{"a":"$Q1"}]',
    ),
  );
  const fields = fc.dictionary(fieldName, fieldValue, { maxKeys: 8 });

  test('the answer is the page (null) or a 4xx, never an exception', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/kontakt', '/en/academy', '/admin', '/om-oss', '/admin/gdpr/export'),
        fc.oneof(fields, weirdString),
        fc.constantFrom(null, ACTION, 'x', 'ab'.repeat(21)),
        fc.constantFrom(undefined, 'text/plain', 'application/x-www-form-urlencoded', 'x/y'),
        async (path, body, action, type) => {
          const headers: Record<string, string> = action ? { 'next-action': action } : {};
          const request =
            typeof body === 'string'
              ? raw(
                  path,
                  'POST',
                  {
                    origin: SITE,
                    'content-length': String(Buffer.byteLength(body)),
                    ...(type ? { 'content-type': type } : {}),
                    ...headers,
                  },
                  body,
                )
              : await formPost(path, body, headers);
          const answer = await refusePageRequest(request);
          if (answer) {
            expect(answer.status).toBeGreaterThanOrEqual(400);
            expect(answer.status).toBeLessThan(500);
          }
        },
      ),
      { seed: FUZZ_SEED, numRuns: 400 },
    );
  });
});
