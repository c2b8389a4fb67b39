#!/usr/bin/env node
// node scripts/bench/prepare-peer.mjs --from <next-intl checkout> --to <folder>
//
// The performance peer of `npm run bench:pages` (PEER_DIR): next-intl's own App Router example
// (examples/example-app-router), built with this project's Next, React and next-intl versions,
// so that a page of ours and the example's page are measured by one Lighthouse in one run. Its
// code is never copied into this repository: this script copies it from a next-intl checkout
// (e.g. `git clone https://github.com/amannn/next-intl`) into a folder of your choice, changes
// the versions, swaps next/font/google (which downloads at build time) for the same Inter from
// @fontsource-variable/inter through next/font/local, installs and builds it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EXAMPLE = 'examples/example-app-router';

function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : undefined;
  if (!value)
    throw new Error(
      `usage: node scripts/bench/prepare-peer.mjs --from <next-intl checkout> --to <folder>`,
    );
  return path.resolve(value);
}

const installed = (name) =>
  JSON.parse(readFileSync(path.join(PROJECT, 'node_modules', name, 'package.json'), 'utf8'))
    .version;

function copyExample(from, to) {
  rmSync(to, { recursive: true, force: true });
  const source = path.join(from, EXAMPLE);
  if (existsSync(source)) {
    cpSync(source, to, { recursive: true, filter: (file) => !file.includes('node_modules') });
    return;
  }
  // A bare clone (no work tree): take the folder from HEAD.
  const archive = execFileSync('git', ['-C', from, 'archive', 'HEAD', EXAMPLE], {
    maxBuffer: 64 * 1024 * 1024,
  });
  execFileSync('mkdir', ['-p', to]);
  execFileSync('tar', ['-x', '-C', to, '--strip-components=2'], { input: archive });
}

function rewritePackage(to) {
  const file = path.join(to, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  const intl = installed('next-intl');
  pkg.dependencies = {
    ...pkg.dependencies,
    next: installed('next'),
    'next-intl': intl,
    react: installed('react'),
    'react-dom': installed('react-dom'),
    '@fontsource-variable/inter': installed('@fontsource-variable/inter'),
  };
  // Only what building needs: the example's test tooling is not measured.
  pkg.devDependencies = Object.fromEntries(
    Object.entries(pkg.devDependencies ?? {}).filter(([name]) =>
      ['@types/node', '@types/react', 'autoprefixer', 'postcss', 'typescript'].includes(name),
    ),
  );
  pkg.devDependencies.typescript = installed('typescript');
  pkg.overrides = { 'use-intl': intl, 'icu-minify': intl };
  pkg.scripts = { build: 'next build', start: 'next start' };
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  // src/app/page.tsx (a redirect for static exports, per its comment) has no root layout, which
  // Next 16.4 refuses to build; the proxy redirects `/` to `/en` anyway.
  for (const name of [
    'jest.config.js',
    'playwright.config.ts',
    'tests',
    'src/components/Navigation.spec.tsx',
    'src/app/page.tsx',
  ]) {
    rmSync(path.join(to, name), { recursive: true, force: true });
  }
}

/** The example's tsconfig names jest's types, which are not installed here. */
function dropTestTypes(to) {
  const file = path.join(to, 'tsconfig.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  delete config.compilerOptions.types;
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

function localFont(to) {
  const layout = path.join(to, 'src/app/[locale]/layout.tsx');
  const source = readFileSync(layout, 'utf8');
  const font =
    "import localFont from 'next/font/local';\n" +
    "const inter = localFont({src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '100 900'});";
  const changed = source
    .replace("import {Inter} from 'next/font/google';", '')
    .replace("const inter = Inter({subsets: ['latin']});", font);
  if (changed === source) throw new Error(`${layout}: next/font/google Inter not found`);
  writeFileSync(layout, changed);
}

const from = option('from');
const to = option('to');
copyExample(from, to);
rewritePackage(to);
dropTestTypes(to);
localFont(to);
const run = (command, args) =>
  execFileSync(command, args, {
    cwd: to,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
run('npm', ['install', '--no-audit', '--no-fund']);
run('npx', ['next', 'build']);
console.log(`\nPeer ready in ${to}: PEER_DIR=${to} npm run bench:pages`);
