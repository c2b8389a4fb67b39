import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from 'next-intl';

// The privacy policy states what the code keeps. It is rendered here from its data
// (lib/privacy/registry.ts) and then searched for everything the code can be seen to keep:
// - every column of prisma/schema.prisma is classified (a thing the policy names, or not about a
//   person and why): a new column of any kind fails until it is, and each named thing appears
//   with its category's purpose, legal basis, recipients and retention;
// - every browser-storage key and cookie name the code writes (and Better Auth's own);
// - every other site the configuration names (lib/site.ts), the page policy allows (CSP) and
//   every provider it uses (lib/providers.ts).
// Rendered as configured for the end-to-end suite: with a chat (a site ID), so that it is in.
const chatIds = { CHAT_SITE_ID_SV: 'test-site-sv', CHAT_SITE_ID_EN: 'test-site-en' } as const;
const before = Object.fromEntries(Object.keys(chatIds).map((name) => [name, process.env[name]]));
Object.assign(process.env, chatIds);
afterAll(() => {
  // The worker runs other test files next: they get the environment as it was.
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

type Registry = typeof import('@/lib/privacy/registry');
let registry: Registry;
let site: typeof import('@/lib/site').site;
const rendered: Partial<Record<Locale, Document>> = {};
const catalogues = {} as Record<Locale, import('next-intl').Messages>;

beforeAll(async () => {
  registry = await import('@/lib/privacy/registry');
  ({ site } = await import('@/lib/site'));
  const { PrivacyPolicy } = await import('@/components/sections/privacy/privacy-policy');
  const { messagesFor } = await import('@/lib/i18n/translator');
  for (const locale of ['sv', 'en'] as const) {
    const html = renderToStaticMarkup(createElement(PrivacyPolicy, { locale }));
    rendered[locale] = new DOMParser().parseFromString(html, 'text/html');
    catalogues[locale] = messagesFor(locale);
  }
});

const textOf = (locale: Locale, selector = 'body') =>
  (rendered[locale]?.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ');

/** Models and their scalar fields, read from the schema (relation fields left out). */
function schemaModels(text: string): Map<string, string[]> {
  const blocks = [...text.matchAll(/^model (\w+) \{\n([\s\S]*?)^\}/gm)];
  const models = new Set(blocks.map(([, name]) => name));
  return new Map(
    blocks.map(([, name = '', body = '']) => [
      name,
      body
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('//') && !line.startsWith('@@'))
        .map((line) => line.split(/\s+/))
        .filter(([, type = '']) => !models.has(type.replace(/[?[\]]/g, '')))
        .map(([field = '']) => field),
    ]),
  );
}

test('the schema reader finds scalar fields and leaves relations out', () => {
  const models = schemaModels(
    'model A {\n  id String @id\n  // note\n  bs B[]\n  x Int? @map("x_y")\n  @@map("a")\n}\n\nmodel B {\n  a A @relation(fields: [aId], references: [id])\n  aId String\n}\n',
  );
  expect(Object.fromEntries(models)).toEqual({ A: ['id', 'x'], B: ['aId'] });
});

test('every column of the schema is classified, and nothing else is', () => {
  const models = schemaModels(readFileSync('prisma/schema.prisma', 'utf8'));
  expect(models.size).toBeGreaterThan(15);
  const unclassified: string[] = [];
  for (const [model, fields] of models) {
    for (const field of fields) {
      if (!registry.tables[model]?.[field]) unclassified.push(`${model}.${field}`);
    }
  }
  expect(unclassified).toEqual([]);
  const stale = Object.entries(registry.tables).flatMap(([model, fields]) =>
    Object.keys(fields)
      .filter((field) => !models.get(model)?.includes(field))
      .map((field) => `${model}.${field}`),
  );
  expect(stale).toEqual([]);
});

test('every thing a column holds belongs to a category of the policy', () => {
  const described = new Set(
    Object.values(registry.categories).flatMap((category) => category.items as string[]),
  );
  const orphans = Object.entries(registry.tables).flatMap(([model, fields]) =>
    Object.entries(fields)
      .filter(([, column]) => 'item' in column && !described.has(column.item))
      .map(([field]) => `${model}.${field}`),
  );
  expect(orphans).toEqual([]);
});

describe.each(['sv', 'en'] as const)('%s', (locale) => {
  const policy = () => catalogues[locale].PrivacyPage;
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in site.providers ? site.providers[name as keyof typeof site.providers].name : whole,
    );

  test('each category: what is kept, why, on what basis, for whom and how long', () => {
    for (const [key, category] of Object.entries(registry.categories)) {
      const section = textOf(locale, `#data-${key}`);
      const text = policy();
      const expected = [
        text.categories[key as keyof typeof text.categories].title,
        ...category.items.map((item) => text.items[item]),
        ...category.bases.map((basis) => text.bases[basis]),
        ...category.recipients.map((recipient) =>
          recipient === 'staff' ? text.labels.staff : site.providers[recipient].name,
        ),
      ];
      const missing = expected.filter(
        (part) => !section.toLowerCase().includes(part.toLowerCase()),
      );
      expect([key, missing]).toEqual([key, []]);
      expect(section).toContain(fill(text.categories[key as keyof typeof text.categories].purpose));
      for (const row of category.retention) {
        const period = text.sections.retention.rows[row].period;
        if (!period.includes('{')) {
          expect(section.toLowerCase()).toContain(period.replace(/\s+/g, ' ').toLowerCase());
        }
      }
      if (category.personal !== false) expect(category.bases.length).toBeGreaterThan(0);
    }
  });

  test('every column’s content is named in the rendered policy', () => {
    const body = textOf(locale).toLowerCase();
    for (const fields of Object.values(registry.tables)) {
      for (const column of Object.values(fields)) {
        if ('item' in column) expect(body).toContain(policy().items[column.item].toLowerCase());
      }
    }
  });
});

/** The source files of the app, as text. */
function sources(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== path.join('lib', 'db', 'generated')) walk(file);
      } else if (/\.(ts|tsx|mjs)$/.test(entry.name)) {
        files.set(file, readFileSync(file, 'utf8'));
      }
    }
  };
  for (const dir of ['app', 'components', 'lib']) walk(dir);
  files.set('middleware.ts', readFileSync('middleware.ts', 'utf8'));
  return files;
}

/** The value of an exported string constant `name`, from the module that declares it. */
function constantValue(files: Map<string, string>, name: string): string {
  for (const [file, text] of files) {
    if (new RegExp(`export const ${name}\\b`).test(text)) {
      const exported = jest.requireActual(path.resolve(file)) as Record<string, unknown>;
      const value = exported[name];
      if (typeof value === 'string') return value;
    }
  }
  throw new Error(`no exported string constant ${name}`);
}

test('every browser-storage key and cookie the code writes is named in the policy', async () => {
  const files = sources();
  const names = new Set<string>();
  const calls =
    /(?:sessionStorage|localStorage|storage\(\)\??)\.(?:getItem|setItem|removeItem)\(\s*([^,)]+)|cookies\.(?:get|set|delete)\(\s*([^,)]+)/g;
  for (const [file, text] of files) {
    expect([file, /document\.cookie/.test(text)]).toEqual([file, false]);
    for (const [, storageArg, cookieArg] of text.matchAll(calls)) {
      const argument = (storageArg ?? cookieArg ?? '').trim();
      const literal = /^['"`]([^'"`]+)['"`]$/.exec(argument)?.[1];
      if (literal) names.add(literal);
      else if (/^[A-Z][A-Z0-9_]*$/.test(argument)) names.add(constantValue(files, argument));
      // A cookie name held in a variable comes from one of the *_COOKIE constants below.
      else expect([file, argument, cookieArg !== undefined]).toEqual([file, argument, true]);
    }
    for (const [, constant = ''] of text.matchAll(/export const (\w+_COOKIE)\b/g)) {
      names.add(constantValue(files, constant));
    }
  }
  // Better Auth's own session cookie, by its own naming, with our prefix (jsdom lacks the
  // encoders its modules load with).
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  const { getCookies } = await import('better-auth/cookies');
  const { COOKIE_PREFIX } = await import('@/lib/admin/constants');
  for (const useSecureCookies of [false, true]) {
    names.add(
      getCookies({ advanced: { cookiePrefix: COOKIE_PREFIX, useSecureCookies } }).sessionToken.name,
    );
  }
  expect([...names].sort()).toEqual(expect.arrayContaining(['about-show-paused', 'chat-started']));
  for (const locale of ['sv', 'en'] as const) {
    const storage = textOf(locale, '#cookies table');
    for (const name of names)
      expect([locale, name, storage.includes(name)]).toEqual([locale, name, true]);
  }
  // And the policy names nothing the code does not write.
  expect(registry.browserStorage.map((entry) => entry.name).sort()).toEqual([...names].sort());
});

test('every other site the configuration, the page policy and the providers name is in the policy', async () => {
  const { contentSecurityPolicy } = await import('@/lib/security/headers');
  const urls = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string' && /^(https|wss):\/\//.test(value)) urls.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(site);
  for (const source of contentSecurityPolicy().split(/[;\s]+/)) {
    if (source.includes('://')) urls.add(source);
  }
  const own = new URL(site.url).host;
  const hosts = [...urls].map((url) => new URL(url).host).filter((host) => host !== own);
  expect(hosts).toEqual(expect.arrayContaining(['embed.tawk.to', '*.tawk.to', 'calendly.com']));
  for (const locale of ['sv', 'en'] as const) {
    const body = textOf(locale);
    for (const host of hosts)
      expect([locale, host, body.includes(host)]).toEqual([locale, host, true]);
    for (const provider of Object.values(site.providers)) expect(body).toContain(provider.name);
  }
});
