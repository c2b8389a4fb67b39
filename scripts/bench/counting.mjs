#!/usr/bin/env node
// npm run bench:counting [-- --dist-dir=.next --rounds=4 --duration=8 --connections=10
//                            --port=3702 --js-only --url=http://127.0.0.1:3000]
//
// What anonymous page-view counting (middleware.ts, lib/insights/) costs, in one run on the
// last build (no build here: `npm run build` first, or --dist-dir for another build folder):
//   (a) latency of a prerendered page (`/om-oss`) with counting on and off: two `next start`
//       instances of the same build against one fresh PostgreSQL database, PAGE_VIEW_COUNTING=on
//       and =off, measured with autocannon in alternating rounds (on, off, on, off, ...) so that
//       load on the machine falls on both alike. The requests look like a browser's page loads
//       (Sec-Fetch-Dest: document, a desktop Chrome User-Agent, a referrer from another site and
//       a campaign), so every one of them is counted on the "on" instance;
//   (b) JavaScript at load of every public page: the bytes of each `<script src>` in its HTML
//       (--js-only: only this, against --url, e.g. to compare with another build).
// Loopback only, bounded in time. Never part of `npm test`.
import autocannon from 'autocannon';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAverage, machineInfo, printMachineInfo } from './lib/machine.mjs';
import { createBenchDatabase, query } from './lib/postgres.mjs';
import { runLogged, startNextServer } from './lib/server.mjs';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGE = '/om-oss?utm_source=newsletter&utm_campaign=june';
const HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'sec-fetch-dest': 'document',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  referer: 'https://news.example.com/article',
};
// Every public page, Swedish and English (lib/i18n/routing.ts).
const PUBLIC_PAGES = [
  '/',
  '/om-oss',
  '/kontakt',
  '/booking',
  '/faq',
  '/academy',
  '/techsverige',
  '/loneverifiering',
  '/referens',
  '/integritetspolicy',
  '/nyhetsbrev',
  '/services/tillstandstrassel',
  '/services/kompetensbrist',
  '/services/sprakstoppar',
  '/services/svart-att-fa-folk-pa-plats',
];
const ALL_PAGES = [
  ...PUBLIC_PAGES,
  '/en',
  '/en/about',
  '/en/contact',
  '/en/booking',
  '/en/faq',
  '/en/academy',
  '/en/techsverige',
  '/en/salary-verification',
  '/en/reference',
  '/en/privacy-policy',
  '/en/newsletter',
  '/en/services/permit-troubles',
  '/en/services/skills-shortage',
  '/en/services/language-barriers',
  '/en/services/hard-to-get-people-in-place',
];

function parseArgs(argv) {
  const options = {
    distDir: '.next',
    rounds: 4,
    duration: 8,
    connections: 10,
    port: 3702,
    jsOnly: false,
    url: '',
  };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, '').split('=');
    if (key === 'js-only') options.jsOnly = true;
    else if (key === 'dist-dir' && value) options.distDir = value;
    else if (key === 'url' && value) options.url = value.replace(/\/$/, '');
    else if (key in options) options[key] = Math.max(1, Number(value) || options[key]);
    else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

/** JavaScript at load of each page: the bytes of every script its HTML loads. */
async function javascriptAtLoad(base) {
  const sizes = new Map();
  const rows = [];
  for (const page of ALL_PAGES) {
    const html = await (await fetch(`${base}${page}`, { headers: HEADERS })).text();
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    let bytes = 0;
    for (const src of sources) {
      if (!sizes.has(src)) {
        const body = await (await fetch(new URL(src, base))).arrayBuffer();
        sizes.set(src, body.byteLength);
      }
      bytes += sizes.get(src);
    }
    rows.push({ page, scripts: sources.length, bytes });
  }
  return rows;
}

function printJs(rows) {
  console.log('\n| page | scripts | JS at load (bytes, uncompressed) |');
  console.log('| --- | --- | --- |');
  for (const row of rows) console.log(`| \`${row.page}\` | ${row.scripts} | ${row.bytes} |`);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function measure(url, duration, connections) {
  // Raw per-request latencies (µs resolution) rather than autocannon's millisecond histogram.
  const latencies = [];
  const instance = autocannon({
    url: `${url}${PAGE}`,
    headers: HEADERS,
    duration,
    connections,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  return {
    latencies,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.jsOnly) {
    if (!options.url) throw new Error('--js-only needs --url=<a running server>');
    printJs(await javascriptAtLoad(options.url));
    return;
  }
  printMachineInfo(machineInfo());
  const db = await createBenchDatabase('counting_');
  const logFile = path.join(PROJECT, '.data', `bench-counting-${Date.now()}.log`);
  const env = { DATABASE_URL: db.url, NEXT_DIST_DIR: options.distDir };
  const servers = [];
  try {
    await runLogged('npm', ['run', 'db:deploy'], { cwd: PROJECT, env, logFile });
    for (const [index, counting] of ['on', 'off'].entries()) {
      servers.push({
        counting,
        ...(await startNextServer({
          cwd: PROJECT,
          port: options.port + index,
          env: { ...env, PAGE_VIEW_COUNTING: counting },
          logFile,
        })),
        latencies: [],
        requests: 0,
        failures: 0,
      });
    }
    // Warm-up of both, then alternating rounds.
    for (const server of servers) await measure(server.url, 2, options.connections);
    await new Promise((resolve) => setTimeout(resolve, 7_000)); // the warm-up's counts written
    await query(db.url, 'TRUNCATE page_view_counts');
    for (let round = 0; round < options.rounds; round += 1) {
      for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
        const result = await measure(server.url, options.duration, options.connections);
        server.latencies.push(...result.latencies);
        server.requests += result.requests;
        server.failures += result.non2xx + result.errors;
        console.log(
          `round ${round + 1} counting ${server.counting}: ${result.requests} requests (load ${loadAverage()})`,
        );
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 7_000)); // the last flush
    const [{ views }] = await query(
      db.url,
      'SELECT COALESCE(SUM(views), 0)::int AS views FROM page_view_counts',
    );
    console.log(
      `\n| counting | requests | non-2xx/errors | req/s | p50 ms | p99 ms | mean ms |\n| --- | --- | --- | --- | --- | --- | --- |`,
    );
    const seconds = options.rounds * options.duration;
    for (const server of servers) {
      const sorted = server.latencies.sort((a, b) => a - b);
      const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
      console.log(
        `| ${server.counting} | ${server.requests} | ${server.failures} | ${Math.round(server.requests / seconds)} | ${percentile(sorted, 0.5).toFixed(2)} | ${percentile(sorted, 0.99).toFixed(2)} | ${mean.toFixed(2)} |`,
      );
    }
    console.log(
      `\nviews counted: ${views} (requests answered by the "on" instance: ${servers[0].requests}, warm-up excluded)`,
    );
    printJs(await javascriptAtLoad(servers[0].url));
  } finally {
    for (const server of servers) await server.stop();
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
