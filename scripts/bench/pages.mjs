#!/usr/bin/env node
// npm run bench:pages [-- --runs=3 --skip-build --pages=home,about --no-floor --scripts --postgres]
//   --throttling=devtools  Chrome throttles for real (Lighthouse's --throttling-method=devtools:
//                  the mobile preset's request latency and bandwidth, 4x CPU) instead of
//                  simulating; the table then shows median (min-max) of FCP, LCP, TBT and perf
//                  and the transfer size of the document and of each render-blocking stylesheet
//   --postgres     a fresh database bench_pages_<time> on TEST_PG_ADMIN_URL's server instead of
//                  a throwaway embedded PostgreSQL (without DATABASE_URL)
//   --max-load=N   before each Lighthouse run wait (up to 3 min) for a 1-minute load average < N
//   --port=N       the site on N, the floor on N+1, the peer on N+3 (3500 by default)
//   PEER_DIR=dir   also measure the peer, next-intl's App Router example built in `dir`
//                  (scripts/bench/prepare-peer.mjs makes it; docs/benchmarks.md says how)
//
// Lighthouse (default config: mobile emulation, simulated throttling) against the production
// build of this project, the framework floor (a one-page Next site) and the peer, median of
// --runs runs per URL, in both languages, in one round-robin run. Prints a Markdown table for
// docs/benchmarks.md with ratios against the floor and the peer.
// Never part of `npm test`: it takes minutes and its numbers depend on the machine's load.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../db/embedded-postgres.mjs';
import { writeFloorApp, removeFloorApp } from './lib/floor.mjs';
import { CHROME_FLAGS, medianOf, runLighthouse, spreadOf, summarize } from './lib/lighthouse.mjs';
import { loadAverage, machineInfo, printMachineInfo } from './lib/machine.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { runLogged, startNextServer } from './lib/server.mjs';
import { keepTsconfig } from './lib/tsconfig-guard.mjs';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST_DIR = '.next-bench';
// --port=N moves all three (N, N+1, N+3), e.g. when another run holds 3500.
const BASE_PORT = Number(
  process.argv.find((arg) => arg.startsWith('--port='))?.slice('--port='.length) ?? 3500,
);
const PORT = BASE_PORT;
const FLOOR_PORT = BASE_PORT + 1;
const PEER_PORT = BASE_PORT + 3;
const PEER_URL = '/en';

// Every page type in both languages (tests/e2e/routes.ts has the full list). Targets: content
// pages score 100, every page 98 and not below the peer; JavaScript at load at most 1.10 x the
// floor's on content pages and 1.25 x on pages with a form or the calculator.
const PAGES = [
  { id: 'home', sv: '/', en: '/en', content: true },
  { id: 'about', sv: '/om-oss', en: '/en/about', content: true },
  { id: 'faq', sv: '/faq', en: '/en/faq', content: true },
  { id: 'privacy', sv: '/integritetspolicy', en: '/en/privacy-policy', content: true },
  {
    id: 'permit',
    sv: '/services/tillstandstrassel',
    en: '/en/services/permit-troubles',
    content: true,
  },
  {
    id: 'skills',
    sv: '/services/kompetensbrist',
    en: '/en/services/skills-shortage',
    content: true,
  },
  {
    id: 'language',
    sv: '/services/sprakstoppar',
    en: '/en/services/language-barriers',
    content: true,
  },
  {
    id: 'relocation',
    sv: '/services/svart-att-fa-folk-pa-plats',
    en: '/en/services/hard-to-get-people-in-place',
    content: true,
  },
  { id: 'booking', sv: '/booking', en: '/en/booking' },
  { id: 'contact', sv: '/kontakt', en: '/en/contact', form: true },
  { id: 'academy', sv: '/academy', en: '/en/academy', form: true },
  { id: 'salary', sv: '/loneverifiering', en: '/en/salary-verification', form: true },
  { id: 'techsverige', sv: '/techsverige', en: '/en/techsverige', form: true },
  { id: 'reference', sv: '/referens', en: '/en/reference', form: true },
];

function parseArgs(argv) {
  const options = {
    runs: 3,
    build: true,
    floor: true,
    scripts: false,
    pages: null,
    postgres: false,
    throttling: 'simulate',
  };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, '').split('=');
    if (key === 'runs') options.runs = Math.max(1, Number(value) || 3);
    else if (key === 'skip-build') options.build = false;
    else if (key === 'no-floor') options.floor = false;
    else if (key === 'scripts') options.scripts = true;
    else if (key === 'postgres') options.postgres = true;
    else if (key === 'max-load') options.maxLoad = Number(value) || 0;
    else if (key === 'pages') options.pages = value.split(',');
    else if (key === 'throttling' && ['simulate', 'devtools'].includes(value))
      options.throttling = value;
    else if (key === 'port')
      continue; // read above (BASE_PORT)
    else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => String(Math.round(value));

// The permit-troubles page carries the newsletter form, but it is a content page: 1.10 x.
function targetMisses(row, floor, peer) {
  const misses = [];
  const minPerformance = row.content ? 100 : 98;
  if (row.performance < minPerformance) misses.push(`perf<${minPerformance}`);
  if (peer && row.performance < peer.performance) misses.push('perf<peer');
  if (peer && row.tbt > peer.tbt) misses.push('TBT>peer');
  if (peer && row.lcp > peer.lcp) misses.push('LCP>peer');
  const maxRatio = row.form ? 1.25 : 1.1;
  if (floor && row.jsAtLoadTransfer > maxRatio * floor.jsAtLoadTransfer)
    misses.push(`JS>${maxRatio}x`);
  if (row.accessibility < 100) misses.push('a11y');
  if (row.bestPractices < 100) misses.push('BP');
  if (row.seo < 100) misses.push('SEO');
  if (row.cls > 0) misses.push('CLS');
  return misses.join(', ') || 'ok';
}

/** The page's HTML as the server sends it, uncompressed: what a crawler and the browser parse. */
async function rawHtmlBytes(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return Buffer.byteLength(await response.text());
}

function printTable(rows, floor, peer) {
  const header =
    '| page | URL | perf | a11y | BP | SEO | LCP ms | TBT ms | CLS | JS transfer KiB | JS at load KiB | at load vs floor | vs peer | HTML KiB | targets |';
  console.log(header);
  console.log(
    `|${header
      .split('|')
      .slice(1, -1)
      .map(() => '---')
      .join('|')}|`,
  );
  const ratio = (row, base) =>
    base ? `${(row.jsAtLoadTransfer / base.jsAtLoadTransfer).toFixed(2)}×` : 'n/a';
  const line = (row, label, url, targets) =>
    console.log(
      `| ${label} | \`${url}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ` +
        `${ms(row.lcp)} | ${ms(row.tbt)} | ${row.cls.toFixed(3)} | ${kib(row.jsTransfer)} | ` +
        `${kib(row.jsAtLoadTransfer)} | ${ratio(row, floor)} | ${ratio(row, peer)} | ${kib(row.htmlBytes)} | ${targets} |`,
    );
  for (const row of rows) line(row, row.id, row.url, targetMisses(row, floor, peer));
  if (peer) line(peer, 'peer', `${PEER_URL} (next-intl example)`, '-');
  if (floor) line(floor, 'floor', '/ (one-page Next app)', '-');
}

/**
 * The devtools-throttled view: per URL median (min-max) over the runs of perf, FCP, LCP, TBT,
 * the document's and each render-blocking stylesheet's bytes on the wire, and where a page falls
 * behind the peer (issue 38: LCP at or below the peer's, perf at or above it).
 */
function printNetworkTable(rows, floor, peer) {
  const header =
    '| page | URL | perf | FCP ms | LCP ms | TBT ms | document KiB | blocking CSS KiB | vs peer |';
  console.log(header);
  console.log(`|${header.split('|').slice(1, -1).fill('---').join('|')}|`);
  const cell = (summaries, key, format) => {
    const { median, min, max } = spreadOf(summaries, key);
    return min === max ? format(median) : `${format(median)} (${format(min)}-${format(max)})`;
  };
  const line = (row, label, url, versus) =>
    console.log(
      `| ${label} | \`${url}\` | ${cell(row.summaries, 'performance', String)} | ${cell(row.summaries, 'fcp', ms)} | ` +
        `${cell(row.summaries, 'lcp', ms)} | ${cell(row.summaries, 'tbt', ms)} | ${kib(row.documentTransfer)} | ` +
        `${row.stylesheets.map((sheet) => kib(sheet.transfer)).join(' + ') || '-'} | ${versus} |`,
    );
  const versusPeer = (row) =>
    [
      peer && row.lcp > peer.lcp ? 'LCP>peer' : '',
      peer && row.performance < peer.performance ? 'perf<peer' : '',
    ]
      .filter(Boolean)
      .join(', ') || (peer ? 'ok' : 'n/a');
  for (const row of rows) line(row, row.id, row.url, versusPeer(row));
  if (peer) line(peer, 'peer', `${PEER_URL} (next-intl example)`, '-');
  if (floor) line(floor, 'floor', '/ (one-page Next app)', '-');
}

function printScripts(rows) {
  for (const row of rows) {
    console.log(
      `\n${row.id} ${row.url}: ${row.jsFiles} scripts, ${kib(row.jsTransfer)} KiB transferred`,
    );
    for (const script of [...row.scripts].sort((a, b) => b.transfer - a.transfer)) {
      const when = script.atLoad ? 'load' : 'later';
      console.log(
        `  ${kib(script.transfer).padStart(7)} KiB  ${kib(script.resource).padStart(7)} KiB  ${when.padEnd(5)}  ${new URL(script.url).pathname}`,
      );
    }
  }
}

/**
 * Waits (at most 3 minutes) until the 1-minute load average is below `maxLoad`: the machine is
 * shared, and a run next to someone else's build measures their build, not our page.
 */
async function waitForCalm(maxLoad) {
  if (!maxLoad) return;
  const deadline = Date.now() + 180_000;
  while (os.loadavg()[0] >= maxLoad && Date.now() < deadline) await sleep(5000);
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART...): try again. */
async function lighthouseWithRetry(url, throttling, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, { throttling });
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  (retrying ${url}: ${error.message.split('\n')[0]})`);
      await sleep(3000);
    }
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const logDir = path.join(os.tmpdir(), `bench-pages-${stamp}`);
  mkdirSync(logDir, { recursive: true });

  console.log('# bench:pages\n');
  console.log(
    `command:     node ${path.relative(PROJECT, fileURLToPath(import.meta.url))} ${process.argv.slice(2).join(' ')}`,
  );
  printMachineInfo(machineInfo());
  console.log(`logs:        ${logDir}`);
  console.log(
    `lighthouse:  default config (mobile, ${options.throttling === 'devtools' ? 'devtools' : 'simulated'} throttling), median of ${options.runs} runs`,
  );
  console.log(`chrome:      ${CHROME_FLAGS.join(' ')}\n`);

  let floorDir;
  let benchDb;
  let benchPostgres;
  const servers = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    removeFloorApp(floorDir);
    await benchDb?.drop();
    benchDb = undefined;
    await benchPostgres?.stop();
    benchPostgres = undefined;
  };
  const onSignal = () => stopAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const appEnv = { NEXT_DIST_DIR: DIST_DIR };
  if (options.postgres) {
    benchDb = await createBenchDatabase('pages_');
    appEnv.DATABASE_URL = benchDb.url;
    console.log(`database:    fresh PostgreSQL database ${benchDb.name} (dropped at the end)`);
  } else if (process.env.DATABASE_URL) {
    console.log('database:    DATABASE_URL from the environment (PostgreSQL)');
  } else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-pg-'));
    rmSync(dataDir, { recursive: true });
    benchPostgres = await startEmbeddedPostgres({
      dataDir,
      persistent: false,
      flags: ['-c', 'unix_socket_directories='],
    });
    appEnv.DATABASE_URL = benchPostgres.url;
    appEnv.MAIL_DIR = '.data/mail-bench';
    console.log(`database:    embedded PostgreSQL in ${dataDir} (removed at the end)`);
  }

  try {
    if (options.build) {
      const started = Date.now();
      console.log(`build:       NEXT_DIST_DIR=${DIST_DIR} npm run build  (load ${loadAverage()})`);
      const restoreTsconfig = keepTsconfig(path.join(PROJECT, 'tsconfig.json'));
      try {
        await runLogged('npm', ['run', 'build'], {
          cwd: PROJECT,
          env: appEnv,
          logFile: path.join(logDir, 'build.log'),
        });
      } finally {
        restoreTsconfig();
      }
      console.log(`             done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } else if (benchDb || benchPostgres) {
      // A fresh database and no build (whose prebuild step would migrate and seed it).
      await runLogged('npm', ['run', 'db:deploy'], {
        cwd: PROJECT,
        env: appEnv,
        logFile: path.join(logDir, 'db-deploy.log'),
      });
    }

    if (options.floor) {
      floorDir = writeFloorApp(PROJECT);
      console.log(`floor:       ${floorDir}: next build (Turbopack)  (load ${loadAverage()})`);
      await runLogged(path.join(floorDir, 'node_modules', '.bin', 'next'), ['build'], {
        cwd: floorDir,
        env: { NEXT_DIST_DIR: '' },
        logFile: path.join(logDir, 'floor-build.log'),
      });
    }

    const app = await startNextServer({
      cwd: PROJECT,
      port: PORT,
      env: appEnv,
      logFile: path.join(logDir, 'server.log'),
    });
    servers.push(app);
    console.log(`server:      next start -p ${PORT} (pid ${app.pid})`);
    let peerServer;
    const peerDir = process.env.PEER_DIR && path.resolve(process.env.PEER_DIR);
    if (!peerDir) {
      console.log('peer:        not measured: PEER_DIR is not set (docs/benchmarks.md, 2.1)');
    } else if (!existsSync(path.join(peerDir, '.next', 'BUILD_ID'))) {
      console.log(`peer:        not measured: ${peerDir} has no build (prepare-peer.mjs makes it)`);
    } else {
      peerServer = await startNextServer({
        cwd: peerDir,
        port: PEER_PORT,
        env: { NEXT_DIST_DIR: '' },
        logFile: path.join(logDir, 'peer-server.log'),
        readyPath: PEER_URL,
      });
      servers.push(peerServer);
      console.log(`peer:        ${peerDir}: next start -p ${PEER_PORT} (pid ${peerServer.pid})`);
    }
    let floorServer;
    if (floorDir) {
      floorServer = await startNextServer({
        cwd: floorDir,
        port: FLOOR_PORT,
        env: { NEXT_DIST_DIR: '' },
        logFile: path.join(logDir, 'floor-server.log'),
      });
      servers.push(floorServer);
      console.log(`floor:       next start -p ${FLOOR_PORT} (pid ${floorServer.pid})`);
    }

    const selected = PAGES.filter((page) => !options.pages || options.pages.includes(page.id));
    const targets = selected.flatMap((page) =>
      ['sv', 'en'].map((locale) => ({ ...page, locale, url: page[locale], base: app.url })),
    );
    if (floorServer) targets.push({ id: 'floor', url: '/', base: floorServer.url });
    if (peerServer) targets.push({ id: 'peer', url: PEER_URL, base: peerServer.url });
    const html = new Map();
    for (const target of targets)
      html.set(target, await rawHtmlBytes(`${target.base}${target.url}`));

    const reportDir = path.join(PROJECT, DIST_DIR, 'bench', `pages-${stamp}`);
    mkdirSync(reportDir, { recursive: true });

    // Round-robin: run 1 of every URL, then run 2..., so that a burst of load from the other
    // users of this machine spreads over all pages instead of spoiling one.
    const runs = new Map(targets.map((target) => [target, []]));
    let throttlingUsed;
    for (let run = 1; run <= options.runs; run += 1) {
      console.log(`\nrun ${run}/${options.runs}  (load ${loadAverage()})`);
      for (const target of targets) {
        await waitForCalm(options.maxLoad);
        const lhr = await lighthouseWithRetry(`${target.base}${target.url}`, options.throttling);
        throttlingUsed ??= lhr.configSettings.throttling;
        const summary = summarize(lhr);
        // Every full report is kept (gitignored, beside the build) for a closer look later.
        const name = `${target.id}-${target.locale ?? target.id}-run${run}.json`;
        writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
        runs.get(target).push(summary);
        console.log(
          `  ${target.url.padEnd(36)} perf ${String(summary.performance).padStart(3)}  ` +
            `FCP ${ms(summary.fcp).padStart(5)}  LCP ${ms(summary.lcp).padStart(5)}  TBT ${ms(summary.tbt).padStart(5)}  JS ${kib(summary.jsTransfer)} KiB  (load ${os.loadavg()[0].toFixed(1)})`,
        );
      }
    }
    console.log(`\nfinished (load ${loadAverage()})\n`);

    const measured = (target) => ({
      ...medianOf(runs.get(target)),
      htmlBytes: html.get(target),
      summaries: runs.get(target),
    });
    const rows = targets
      .filter((target) => target.id !== 'floor' && target.id !== 'peer')
      .map((target) => ({ ...target, ...measured(target) }));
    const reference = (id) => {
      const target = targets.find((candidate) => candidate.id === id);
      return target ? measured(target) : null;
    };
    const floor = reference('floor');
    const peer = reference('peer');

    if (options.throttling === 'devtools') {
      const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } = throttlingUsed;
      const kbps = (value) => value.toFixed(1);
      console.log(
        `devtools throttling: ${requestLatencyMs} ms request latency, ${kbps(downloadThroughputKbps)} kbit/s down, ` +
          `${kbps(uploadThroughputKbps)} kbit/s up, ${throttlingUsed.cpuSlowdownMultiplier}x CPU\n`,
      );
      printNetworkTable(rows, floor, peer);
    } else printTable(rows, floor, peer);
    const failures = rows.filter((row) =>
      Object.values(row.failedAudits ?? {}).some((list) => list.length),
    );
    for (const row of failures)
      console.log(`\nfailed audits on ${row.url}: ${JSON.stringify(row.failedAudits)}`);
    if (options.scripts)
      printScripts([
        ...rows,
        ...(peer ? [{ ...peer, id: 'peer', url: PEER_URL }] : []),
        ...(floor ? [{ ...floor, id: 'floor', url: '/' }] : []),
      ]);

    const resultFile = path.join(PROJECT, DIST_DIR, 'bench', `pages-${stamp}.json`);
    mkdirSync(path.dirname(resultFile), { recursive: true });
    writeFileSync(
      resultFile,
      JSON.stringify(
        {
          machine: machineInfo(),
          throttling: { method: options.throttling, ...throttlingUsed },
          rows,
          floor,
          peer,
        },
        null,
        2,
      ),
    );
    console.log(
      `\nraw results: ${path.relative(PROJECT, resultFile)} (reports: ${path.relative(PROJECT, reportDir)}/)`,
    );
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
