#!/usr/bin/env node
// postbuild: a script policy without 'unsafe-inline' for every page whose HTML is fixed at build.
//
// Next's prerendered pages carry inline bootstrap scripts (the RSC payload among them), so the
// policy in next.config.ts allows 'unsafe-inline'. After `next build` this script reads every
// prerendered page (<distDir>/server/app/**/*.html), hashes its inline scripts (sha256) and
//   1. writes <distDir>/csp-manifest.json: route -> public path, revalidate, hashes;
//   2. adds one header entry per static page to <distDir>/routes-manifest.json, the file in which
//      `next build` stores next.config.ts headers() and from which `next start` (and Vercel's
//      builder, which runs after the build command) take them. A later entry replaces an earlier
//      header of the same name, so these override the generic policy for exactly these paths.
// Pages that can change at run time keep the generic policy: ISR pages (revalidate, e.g. the
// FAQ), dynamically rendered 404s and everything else. See docs/security.md; why this is a
// workaround and when it can go: docs/workarounds.md#csp-hashes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const CSP = 'content-security-policy';
const UPGRADE = 'upgrade-insecure-requests';

/** Inline scripts a browser executes: no src, and a JavaScript type (JSON-LD is data). */
function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page's public address from its canonical link (e.g. /om-oss for the internal /sv/about). */
function canonicalPath(html) {
  const link = /<link\b[^>]*\brel="canonical"[^>]*>/i.exec(html)?.[0];
  const href = link && /\bhref="([^"]+)"/i.exec(link)?.[1];
  return href ? new URL(href, 'https://example.invalid').pathname : null;
}

/** The generic policy with the script-src 'unsafe-inline' replaced by the page's hashes. */
function strictPolicy(policy, hashes) {
  let found = false;
  const directives = policy.split(';').map((directive) => {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name?.toLowerCase() !== 'script-src') return directive.trim();
    found = true;
    const kept = sources.filter((source) => source !== "'unsafe-inline'");
    const self = kept.indexOf("'self'") + 1;
    return [name, ...kept.slice(0, self), ...hashes, ...kept.slice(self)].join(' ');
  });
  if (!found) throw new Error('the generic policy has no script-src directive');
  return directives.join('; ');
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

const isOurs = (entry) =>
  entry.headers.length === 1 &&
  entry.headers[0].key.toLowerCase() === CSP &&
  entry.headers[0].value.includes("'sha256-");

function main() {
  const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');
  const appDir = path.join(distDir, 'server', 'app');
  const routesPath = path.join(distDir, 'routes-manifest.json');
  if (!existsSync(appDir) || !existsSync(routesPath)) {
    throw new Error(`no build output in ${distDir}: run next build first`);
  }
  const prerender = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
  const routesManifest = JSON.parse(readFileSync(routesPath, 'utf8'));
  const headers = routesManifest.headers.filter((entry) => !isOurs(entry)); // idempotent
  // The pages' policy: the first one in next.config.ts that is not the API's.
  const generic = headers
    .filter((entry) => !entry.source.startsWith('/api'))
    .flatMap((entry) => entry.headers)
    .find((header) => header.key.toLowerCase() === CSP)?.value;
  if (!generic) throw new Error('next.config.ts sets no Content-Security-Policy for the pages');

  // The condition of next.config.ts's https entries, where the generic policy lacks the upgrade.
  const httpsCondition = generic.split(/;\s*/).includes(UPGRADE)
    ? null
    : (headers.find((entry) => entry.has?.some((item) => item.key === 'x-forwarded-proto'))?.has ??
      null);
  if (!generic.split(/;\s*/).includes(UPGRADE) && !httpsCondition) {
    throw new Error('next.config.ts has no entry for requests over https');
  }

  const { buildCustomRoute } = require('next/dist/lib/build-custom-route');
  const routes = {};
  const added = [];
  for (const file of htmlFiles(appDir).sort()) {
    const route = `/${path
      .relative(appDir, file)
      .replace(/\\/g, '/')
      .replace(/\.html$/, '')}`;
    const html = readFileSync(file, 'utf8');
    const hashes = [...new Set(inlineScripts(html).map(sha256))];
    const revalidate = prerender.routes[route]?.initialRevalidateSeconds ?? null;
    const publicPath = canonicalPath(html);
    // Only pages that never re-render get a fixed list: ISR pages change their inline scripts.
    const strict = revalidate === false && publicPath !== null && hashes.length > 0;
    routes[route] = { path: publicPath, revalidate, strict, hashes };
    if (!strict) continue;
    const entry = {
      source: publicPath,
      // Only for the prerendered HTML (a GET carries no Content-Type): the answer to a form's
      // POST (a Server Action sent before or without JavaScript) is rendered anew, with other
      // inline scripts, and keeps the generic policy.
      missing: [{ type: 'header', key: 'content-type' }],
      headers: [{ key: 'Content-Security-Policy', value: strictPolicy(generic, hashes) }],
    };
    added.push(buildCustomRoute('header', entry));
    // Over https (the entries of next.config.ts with `has`: lib/security/headers.ts OVER_HTTPS),
    // the same policy with upgrade-insecure-requests; on Vercel the generic one has it already.
    if (httpsCondition) {
      const upgraded = `${strictPolicy(generic, hashes)}; ${UPGRADE}`;
      added.push(
        buildCustomRoute('header', {
          ...entry,
          has: httpsCondition,
          headers: [{ key: 'Content-Security-Policy', value: upgraded }],
        }),
      );
    }
  }

  routesManifest.headers = [...headers, ...added];
  writeFileSync(routesPath, JSON.stringify(routesManifest, null, 2));
  const manifest = { generatedAt: new Date().toISOString(), routes };
  writeFileSync(path.join(distDir, 'csp-manifest.json'), JSON.stringify(manifest, null, 2));

  const kept = Object.entries(routes)
    .filter(([, route]) => !route.strict)
    .map(
      ([name, route]) =>
        `${name} (${route.revalidate === false ? 'no canonical path' : `revalidate ${route.revalidate}`})`,
    );
  console.log(
    `[csp-hashes] ${Object.values(routes).filter((route) => route.strict).length} static pages get hashed script policies; ` +
      `generic policy kept for ${kept.join(', ') || 'none'}`,
  );
}

main();
