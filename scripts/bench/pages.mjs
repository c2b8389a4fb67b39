#!/usr/bin/env node
// npm run bench:pages [-- --runs=3 --skip-build --pages=home,about --no-floor --scripts --postgres]
//   --postgres     a fresh PostgreSQL database bench_pages_<time> instead of the embedded one
//   --max-load=N   before each Lighthouse run wait (up to 3 min) for a 1-minute load average < N
//
// Lighthouse (default config: mobile emulation, simulated throttling) against the production
// build of this project and against the framework floor (a one-page Next site), median of
// --runs runs per URL, in both languages. Prints a Markdown table for docs/benchmarks.md.
// Never part of `npm test`: it takes minutes and its numbers depend on the machine's load.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { writeFloorApp, removeFloorApp } from './lib/floor.mjs';
import { CHROME_FLAGS, medianOf, runLighthouse, summarize } from './lib/lighthouse.mjs';
import { loadAverage, machineInfo, printMachineInfo } from './lib/machine.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { runLogged, startNextServer } from './lib/server.mjs';
import { dropDistDirFromTsconfig } from './lib/tsconfig-guard.mjs';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST_DIR = '.next-bench';
const PORT = 3500;
const FLOOR_PORT = 3501;

// Every page type in both languages (tests/e2e/routes.ts has the full list). "content" pages
// (home, services) must score 100; the rest >= 95.
const PAGES = [
  { id: 'home', sv: '/', en: '/en', content: true },
  {
    id: 'permit',
    sv: '/services/tillstandstrassel',
    en: '/en/services/permit-troubles',
    content: true,
  },
  { id: 'about', sv: '/om-oss', en: '/en/about' },
  { id: 'faq', sv: '/faq', en: '/en/faq' },
  { id: 'academy', sv: '/academy', en: '/en/academy' },
  { id: 'salary', sv: '/loneverifiering', en: '/en/salary-verification' },
  { id: 'contact', sv: '/kontakt', en: '/en/contact' },
];

function parseArgs(argv) {
  const options = {
    runs: 3,
    build: true,
    floor: true,
    scripts: false,
    pages: null,
    postgres: false,
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
    else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => String(Math.round(value));

function targetMisses(row) {
  const misses = [];
  const minPerformance = row.content ? 100 : 95;
  if (row.performance < minPerformance) misses.push(`perf<${minPerformance}`);
  if (row.accessibility < 100) misses.push('a11y');
  if (row.bestPractices < 100) misses.push('BP');
  if (row.seo < 100) misses.push('SEO');
  if (row.cls > 0) misses.push('CLS');
  return misses.join(', ') || 'ok';
}

function printTable(rows, floor) {
  const header =
    '| page | URL | perf | a11y | BP | SEO | LCP ms | TBT ms | CLS | JS transfer KiB | JS resource KiB | JS at load KiB | at load vs floor | targets |';
  console.log(header);
  console.log(
    `|${header
      .split('|')
      .slice(1, -1)
      .map(() => '---')
      .join('|')}|`,
  );
  const line = (row, label, url, ratio, targets) =>
    console.log(
      `| ${label} | \`${url}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ` +
        `${ms(row.lcp)} | ${ms(row.tbt)} | ${row.cls.toFixed(3)} | ${kib(row.jsTransfer)} | ${kib(row.jsResource)} | ` +
        `${kib(row.jsAtLoadTransfer)} | ${ratio} | ${targets} |`,
    );
  for (const row of rows) {
    const ratio = floor ? `${(row.jsAtLoadTransfer / floor.jsAtLoadTransfer).toFixed(2)}×` : 'n/a';
    line(row, row.id, row.url, ratio, targetMisses(row));
  }
  if (floor) line(floor, 'floor', '/ (one-page Next app)', '1.00×', '-');
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
async function lighthouseWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url);
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
    `lighthouse:  default config (mobile, simulated throttling), median of ${options.runs} runs`,
  );
  console.log(`chrome:      ${CHROME_FLAGS.join(' ')}\n`);

  let floorDir;
  let benchDb;
  const servers = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    removeFloorApp(floorDir);
    await benchDb?.drop();
    benchDb = undefined;
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
    appEnv.DATABASE_DIR = '.data/pglite-bench';
    appEnv.MAIL_DIR = '.data/mail-bench';
    mkdirSync(path.join(PROJECT, '.data'), { recursive: true }); // PGlite does not create parents
    console.log(`database:    embedded PGlite in ${appEnv.DATABASE_DIR}`);
  }

  try {
    if (options.build) {
      const started = Date.now();
      console.log(`build:       NEXT_DIST_DIR=${DIST_DIR} npm run build  (load ${loadAverage()})`);
      try {
        await runLogged('npm', ['run', 'build'], {
          cwd: PROJECT,
          env: appEnv,
          logFile: path.join(logDir, 'build.log'),
        });
      } finally {
        dropDistDirFromTsconfig(path.join(PROJECT, 'tsconfig.json'), DIST_DIR);
      }
      console.log(`             done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } else if (benchDb) {
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

    const reportDir = path.join(PROJECT, DIST_DIR, 'bench', `pages-${stamp}`);
    mkdirSync(reportDir, { recursive: true });

    // Round-robin: run 1 of every URL, then run 2..., so that a burst of load from the other
    // users of this machine spreads over all pages instead of spoiling one.
    const runs = new Map(targets.map((target) => [target, []]));
    for (let run = 1; run <= options.runs; run += 1) {
      console.log(`\nrun ${run}/${options.runs}  (load ${loadAverage()})`);
      for (const target of targets) {
        await waitForCalm(options.maxLoad);
        const lhr = await lighthouseWithRetry(`${target.base}${target.url}`);
        const summary = summarize(lhr);
        // Every full report is kept (gitignored, beside the build) for a closer look later.
        const name = `${target.id}-${target.locale ?? 'floor'}-run${run}.json`;
        writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
        runs.get(target).push(summary);
        console.log(
          `  ${target.url.padEnd(36)} perf ${String(summary.performance).padStart(3)}  ` +
            `LCP ${ms(summary.lcp).padStart(5)}  TBT ${ms(summary.tbt).padStart(5)}  JS ${kib(summary.jsTransfer)} KiB  (load ${os.loadavg()[0].toFixed(1)})`,
        );
      }
    }
    console.log(`\nfinished (load ${loadAverage()})\n`);

    const rows = targets
      .filter((target) => target.id !== 'floor')
      .map((target) => ({ ...target, ...medianOf(runs.get(target)) }));
    const floorTarget = targets.find((target) => target.id === 'floor');
    const floor = floorTarget ? medianOf(runs.get(floorTarget)) : null;

    printTable(rows, floor);
    const failures = rows.filter((row) =>
      Object.values(row.failedAudits ?? {}).some((list) => list.length),
    );
    for (const row of failures)
      console.log(`\nfailed audits on ${row.url}: ${JSON.stringify(row.failedAudits)}`);
    if (options.scripts)
      printScripts(floor ? [...rows, { ...floor, id: 'floor', url: '/' }] : rows);

    const resultFile = path.join(PROJECT, DIST_DIR, 'bench', `pages-${stamp}.json`);
    mkdirSync(path.dirname(resultFile), { recursive: true });
    writeFileSync(
      resultFile,
      JSON.stringify({ machine: machineInfo(), rows, floor, runs: [...runs.values()] }, null, 2),
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
