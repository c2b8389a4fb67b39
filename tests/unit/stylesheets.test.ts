/** @jest-environment node */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import postcss from 'postcss';

// Every public page carries its stylesheet twice (app/layout.tsx), so it holds the classes of the
// public pages' files only: the back office's stylesheet (app/admin/admin.css) adds its own, and
// words in docs, scripts and tests make no rules at all.

const root = process.cwd();

/** The stylesheet as the build compiles it (in a child process: Tailwind's compiler is an ES
 *  module that Jest's module system cannot load). */
async function compile(file: string): Promise<string> {
  const script = `
    import { readFileSync } from 'node:fs';
    import postcss from 'postcss';
    import tailwind from '@tailwindcss/postcss';
    const from = process.argv[1];
    process.stdout.write((await postcss([tailwind()]).process(readFileSync(from, 'utf8'), { from })).css);`;
  const args = ['--input-type=module', '-e', script, path.join(root, file)];
  return (await promisify(execFile)(process.execPath, args, { maxBuffer: 8 << 20 })).stdout;
}

/** The class names a stylesheet has rules for, unescaped (`sm:top-4`, `[db:deploy]`). */
function classes(css: string): Set<string> {
  const names = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const m of rule.selector.matchAll(/\.((?:\\.|[\w-])+)/g)) {
      names.add((m[1] ?? '').replace(/\\(.)/g, '$1'));
    }
  });
  return names;
}

function sources(dir: string, skip: string): string {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|css)$/.test(file) && !file.startsWith(skip))
    .map((file) => readFileSync(path.join(root, dir, file), 'utf8'))
    .join('\n');
}

let site = new Set<string>();
let admin = new Set<string>();

beforeAll(async () => {
  site = classes(await compile('app/site.css'));
  admin = classes(await compile('app/admin/admin.css'));
}, 60_000);

test('the back office gets every public class', () => {
  expect([...site].filter((name) => !admin.has(name))).toEqual([]);
  expect(site.has('container-page')).toBe(true);
});

test('the public stylesheet has no class that only the back office writes', () => {
  const publicText = ['app', 'components', 'lib'].map((dir) => sources(dir, 'admin')).join('\n');
  const backOfficeOnly = [...admin].filter((name) => !publicText.includes(name));
  // e.g. `font-mono` (the audit log) and `focus:not-sr-only` (the back office's skip link)
  expect(backOfficeOnly.length).toBeGreaterThan(5);
  expect(backOfficeOnly.filter((name) => site.has(name))).toEqual([]);
});

test('words in docs and scripts make no rules', () => {
  // docs name npm scripts such as `npm run db:deploy`; Tailwind's automatic detection read them
  // as arbitrary properties.
  for (const name of ['[db:deploy]', '[faults:crash]']) {
    expect([name, site.has(name), admin.has(name)]).toEqual([name, false, false]);
  }
});
