/** @jest-environment node */
import { PAGE_POST_LIMIT_BYTES } from '@/lib/security/limits';
import { refusePagePost } from '@/lib/security/page-posts';

const page = 'https://www.talentbridge.se/kontakt';
const post = (headers: Record<string, string>) =>
  new Request(page, { method: 'POST', headers: { host: 'www.talentbridge.se', ...headers } });

describe('POSTs to pages (the lead forms\u2019 Server Actions)', () => {
  test('a same-origin form post of a sensible size goes on; GETs are not looked at', () => {
    expect(
      refusePagePost(post({ origin: 'https://www.talentbridge.se', 'content-length': '900' })),
    ).toBeNull();
    expect(refusePagePost(post({ 'content-length': '900' }))).toBeNull(); // no browser page: curl
    expect(refusePagePost(new Request(page))).toBeNull();
  });

  test.each([
    ['another site', { origin: 'https://evil.example', 'content-length': '10' }, 403],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site', 'content-length': '10' }, 403],
    ['no declared length', { origin: 'https://www.talentbridge.se' }, 411],
    ['a length that is not a number', { 'content-length': '1e9' }, 411],
    ['more than the limit', { 'content-length': String(PAGE_POST_LIMIT_BYTES + 1) }, 413],
  ])('%s: refused', (_case, headers, status) => {
    expect(refusePagePost(post(headers))?.status).toBe(status);
  });
});
