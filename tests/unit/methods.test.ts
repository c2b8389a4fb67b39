/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  allowedMethods,
  API_METHODS,
  formPageAddresses,
  takesFormPosts,
} from '@/lib/security/methods';

// The table of lib/security/methods.ts against the route files: every API route is listed, each
// listed method is one the route answers, and every other method it exports answers 405.

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

// app/api/[[...path]] is no route of its own: it answers 404 to every address no route claims
// (tests/e2e/odd-requests.spec.ts).
function routeFiles(dir = path.join('app', 'api')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '[[...path]]' ? [] : routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

const routes = routeFiles().map((file) => ({
  file,
  address: `/${path.dirname(path.relative('app', file)).split(path.sep).join('/')}`,
}));

test('every API route is in the table, and nothing else', () => {
  expect(routes.map((route) => route.address).sort()).toEqual(Object.keys(API_METHODS).sort());
});

describe.each(routes)('$address', ({ file, address }) => {
  let exported: Record<string, unknown>;
  beforeAll(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    exported = (await import(`@/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
  });

  test('exports a handler for each method it allows (HEAD and OPTIONS Next derives)', () => {
    const allowed = API_METHODS[address] ?? [];
    for (const method of allowed.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
      expect([method, typeof exported[method]]).toEqual([method, 'function']);
    }
    expect(allowedMethods(address)).toBe(allowed);
  });

  test('every other method it exports answers 405', async () => {
    const allowed = API_METHODS[address] ?? [];
    for (const method of HTTP_METHODS.filter((m) => !allowed.includes(m))) {
      const handler = exported[method];
      if (typeof handler !== 'function') continue;
      const response = (await handler(
        new Request(`http://localhost${address}`, { method }),
      )) as Response;
      expect([method, response.status]).toEqual([method, 405]);
    }
  });
});

test('pages: GET and HEAD, and POST where a form posts', () => {
  expect(allowedMethods('/om-oss')).toEqual(['GET', 'HEAD']);
  expect(allowedMethods('/finns-inte')).toEqual(['GET', 'HEAD']);
  expect(formPageAddresses()).toEqual([
    '/kontakt',
    '/en/contact',
    '/academy',
    '/en/academy',
    '/techsverige',
    '/en/techsverige',
    '/referens',
    '/en/reference',
    '/services/tillstandstrassel',
    '/en/services/permit-troubles',
    '/loneverifiering',
    '/en/salary-verification',
  ]);
  for (const address of formPageAddresses()) {
    expect(allowedMethods(address)).toEqual(['GET', 'HEAD', 'POST']);
  }
  expect(takesFormPosts('/admin/faq/new')).toBe(true);
  expect(takesFormPosts('/')).toBe(false);
});
