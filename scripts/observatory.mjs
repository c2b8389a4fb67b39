#!/usr/bin/env node
// Grades a running production server (`next start`) with the MDN HTTP Observatory scanner
// (@mdn/mdn-http-observatory), page by page, the way the deployed site is seen: behind TLS with
// an HTTP -> HTTPS redirect, as Vercel or a reverse proxy serves it. A local HTTPS proxy with a
// throwaway self-signed certificate (trusted only by the scanner's process) stands in for that.
//
//   TRUSTED_PROXY_HOPS=1 npx next start -p 3000   # the proxy's X-Forwarded-Proto counts: HSTS
//   node scripts/observatory.mjs http://127.0.0.1:3000 / /en/faq /en/does-not-exist
//
// Ports 3602 (HTTP redirect) and 3603 (HTTPS proxy), or OBSERVATORY_PORTS="http,https".
// The package's install step downloads the HSTS preload and TLD lists; installed with
// --ignore-scripts they are missing, so empty ones are written (no preload credit; nothing here
// depends on the TLD list).
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
const [target, ...paths] = process.argv.slice(2);
if (!target || paths.length === 0) {
  console.error('usage: node scripts/observatory.mjs <server origin> <path>...');
  process.exit(2);
}
const [httpPort, httpsPort] = (process.env.OBSERVATORY_PORTS ?? '3602,3603').split(',').map(Number);

const observatory = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
for (const [file, empty] of [
  ['hsts-preload.json', '{}'],
  ['tld-list.json', '[]'],
]) {
  const listPath = path.join(observatory, 'conf', file);
  if (!existsSync(listPath)) writeFileSync(listPath, empty);
}

const tmp = mkdtempSync(path.join(tmpdir(), 'observatory-'));
const keyPath = path.join(tmp, 'key.pem');
const certPath = path.join(tmp, 'cert.pem');
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    keyPath,
    '-out',
    certPath,
  ],
  { stdio: 'ignore' },
);

// HTTPS in front of the server, forwarding everything as is.
const proxy = https.createServer(
  { key: readFileSync(keyPath), cert: readFileSync(certPath) },
  (req, res) => {
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, 'x-forwarded-proto': 'https' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  },
);
// Plain HTTP only redirects, as the platform does.
const redirect = http.createServer((req, res) => {
  res.writeHead(308, { location: `https://localhost:${httpsPort}${req.url ?? '/'}` }).end();
});
await Promise.all([
  new Promise((resolve) => proxy.listen(httpsPort, '127.0.0.1', resolve)),
  new Promise((resolve) => redirect.listen(httpPort, '127.0.0.1', resolve)),
]);

// The scanner's own scan() takes no ports or path; this is its loop with retrieve(options).
const scanner = `
  const root = ${JSON.stringify(observatory)};
  const { retrieve } = await import(root + '/src/retriever/retriever.js');
  const { ALL_TESTS } = await import(root + '/src/constants.js');
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(root + '/src/grader/charts.js');
  const { getGradeForScore, getScoreModifier } = await import(root + '/src/grader/grader.js');
  const results = [];
  for (const path of ${JSON.stringify(paths)}) {
    const r = await retrieve('localhost', { httpPort: '${httpPort}', httpsPort: '${httpsPort}', path });
    if (!r.responses.auto) { results.push({ path, error: 'no response' }); continue; }
    let withExtra = 100, uncurved = 100;
    const notes = [];
    for (const test of ALL_TESTS) {
      const out = test(r);
      const modifier = getScoreModifier(out.result);
      withExtra += modifier;
      if (modifier < 0) uncurved += modifier;
      if (modifier !== 0) notes.push(out.result + ' ' + (modifier > 0 ? '+' : '') + modifier);
    }
    const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtra : uncurved;
    const { grade } = getGradeForScore(score);
    results.push({ path, status: r.responses.auto.status, grade, score, notes });
  }
  console.log(JSON.stringify(results));
`;
try {
  // Asynchronously: the proxies above answer from this process's event loop.
  const child = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', scanner],
    {
      // "localhost" must reach the proxies on 127.0.0.1, not ::1.
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: certPath,
        NODE_OPTIONS: '--dns-result-order=ipv4first',
      },
      cwd: observatory,
      timeout: 120_000,
    },
  );
  const results = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '[]');
  for (const result of results) {
    if (result.error) console.log(`${result.path}: ${result.error}`);
    else
      console.log(
        `${result.path} (${result.status}): ${result.grade} ${result.score}/100  [${result.notes.join(', ')}]`,
      );
  }
} finally {
  proxy.close();
  redirect.close();
  rmSync(tmp, { recursive: true, force: true });
}
