import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';
import { locales, routes } from './routes';
import {
  createSharedDatabase,
  hasLocalBuild,
  startInstance,
  type Instance,
  type SharedDatabase,
} from './support/instances';

// `next start -H <address>`, the obvious way to bind the app behind a proxy, serves every page
// in both languages without a redirect: with a loopback address Next used to treat the
// middleware's rewrite of `/` to `/sv` as external and loop (docs/workarounds.md#loopback-rewrite).

const base = Number(process.env.E2E_PORT ?? 3100);
const hasIpv6Loopback = Object.values(networkInterfaces())
  .flat()
  .some((entry) => entry?.address === '::1');
const HOSTS = [
  { host: '127.0.0.1', port: base + 11 },
  ...(hasIpv6Loopback ? [{ host: '::1', port: base + 12 }] : []),
  { host: '0.0.0.0', port: base + 13 },
];

test.describe.configure({ mode: 'serial' });
test.skip(Boolean(process.env.BASE_URL), 'starts its own `next start` of the local build');

let database: SharedDatabase;
const instances = new Map<string, Instance>();

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  expect(hasLocalBuild(), 'no build: run `npm run build` first').toBe(true);
  database = await createSharedDatabase();
  for (const { host, port } of HOSTS) {
    instances.set(host, await startInstance(port, { DATABASE_URL: database.url }, { host }));
  }
});

test.afterAll(async () => {
  await Promise.all([...instances.values()].map((instance) => instance.stop()));
  await database?.drop();
});

for (const { host } of HOSTS) {
  test(`-H ${host}: every page in both languages answers 200, no redirect`, async () => {
    const instance = instances.get(host);
    if (!instance) throw new Error(`no instance on ${host}`);
    // Each answer is the page itself: 200, and its own canonical address (not the 404 page's).
    const answers: string[] = [];
    for (const route of routes) {
      for (const locale of locales) {
        const response = await fetch(`${instance.url}${route[locale]}`, { redirect: 'manual' });
        const html = await response.text();
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
        const shown = canonical ? new URL(canonical).pathname : 'none';
        answers.push(`${route[locale]} ${response.status} ${shown}`);
      }
    }
    expect(answers).toEqual(
      routes.flatMap((route) => locales.map((l) => `${route[l]} 200 ${route[l]}`)),
    );
    const unknown = await fetch(`${instance.url}/finns-inte`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
    // The old addresses still redirect, to a path on this server (never to another host).
    const old = await fetch(`${instance.url}/contact`, { redirect: 'manual' });
    expect(old.status).toBe(308);
    expect(old.headers.get('location')).toMatch(/^(\/|http:\/\/[^/]*:\d+\/)kontakt$/);
  });
}

test('-H 127.0.0.1 in a browser: the Swedish home page, then a click to another page', async ({
  page,
}) => {
  const instance = instances.get('127.0.0.1');
  if (!instance) throw new Error('no instance on 127.0.0.1');
  const documents: number[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') documents.push(response.status());
  });
  await page.goto(`${instance.url}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.getByRole('link', { name: 'Kontakt' }).first().click();
  await expect(page).toHaveURL(`${instance.url}/kontakt`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents.every((status) => status === 200)).toBe(true);
});
