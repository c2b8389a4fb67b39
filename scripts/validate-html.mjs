#!/usr/bin/env node
// `npm run test:html`: the W3C Nu HTML Checker (vnu-jar, needs Java 8+) on every prerendered page
// of the last build (<distDir>/server/app/**/*.html: static, ISR, 404 and error pages), and,
// when a server is given, on pages rendered per request (the localized 404):
//   node scripts/validate-html.mjs                       prerendered HTML only
//   node scripts/validate-html.mjs --url http://127.0.0.1:3000 /finns-inte /en/does-not-exist
// Errors only; exits 1 on any.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');
const appDir = path.join(distDir, 'server', 'app');

const args = process.argv.slice(2);
const urlIndex = args.indexOf('--url');
const base = urlIndex >= 0 ? args[urlIndex + 1] : undefined;
const served = urlIndex >= 0 ? args.slice(urlIndex + 2) : [];

if (!existsSync(appDir)) {
  console.error(`[validate-html] no build output in ${distDir}: run npm run build first`);
  process.exit(1);
}
const files = readdirSync(appDir, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
  .sort();

// Served pages are saved first: vnu refuses to check a URL that answers 404.
const tmp = mkdtempSync(path.join(tmpdir(), 'validate-html-'));
try {
  for (const [index, pathname] of served.entries()) {
    const response = await fetch(new URL(pathname, base), { signal: AbortSignal.timeout(15_000) });
    const file = path.join(tmp, `served-${index}${pathname.replace(/[^a-z0-9]+/gi, '-')}.html`);
    writeFileSync(file, await response.text());
    files.push(file);
  }

  // The stylesheets are inlined (next.config.ts, inlineCss): the checker's CSS grammar predates
  // what Tailwind emits (container-type, margin-trim, @property values), so it checks the HTML
  // only, as when the CSS was a linked file it never read.
  const result = spawnSync(
    'java',
    ['-jar', jar, '--errors-only', '--filterpattern', 'CSS: .*', '--format', 'gnu', ...files],
    { encoding: 'utf8' },
  );
  if (result.error) throw result.error;
  const errors = `${result.stdout}${result.stderr}`.trim();
  const shown = (text) => text.replaceAll(`file:${appDir}/`, '').replaceAll(`file:${tmp}/`, '');
  if (result.status !== 0 || errors) {
    console.error(shown(errors));
    console.error(`[validate-html] errors in ${files.length} pages`);
    process.exit(1);
  }
  console.log(`[validate-html] ${files.length} pages, no errors`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
