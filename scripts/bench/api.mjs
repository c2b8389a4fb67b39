#!/usr/bin/env node
// npm run bench:api [-- --reuse-build --duration=10 --connections=10 --serial=200 --submissions=2000
//                       --flood=2000 --port=3502 --dist-dir=.next-bench]
//
// autocannon against the production server with a real, fresh PostgreSQL database:
//   (a) static pages: requests/s and latency of `/` and `/en/faq`;
//   (b) valid newsletter signups: latency, and rows stored == 2xx answers;
//   (c) a flood from one client address at the default rate limit: 429s come back fast (the
//       shared limiter costs one upsert per request).
// Loopback only, bounded in requests and time. Never part of `npm test`.
import autocannon from 'autocannon';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadAverage, machineInfo, printMachineInfo } from './lib/machine.mjs';
import { createBenchDatabase, query } from './lib/postgres.mjs';
import { runLogged, startNextServer } from './lib/server.mjs';
import { keepTsconfig } from './lib/tsconfig-guard.mjs';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_DIST_DIR = '.next-bench';
const DEFAULT_PORT = 3502;
const ROUTE = '/api/newsletter-signup';
const FLOOD_IP = '203.0.113.7'; // TEST-NET-3: one "client" for the whole flood

function parseArgs(argv) {
  const options = {
    build: true,
    duration: 10,
    connections: 10,
    serial: 200,
    submissions: 2000,
    flood: 2000,
    // Another port when 3502 is taken (several engineers benchmarking on one machine).
    port: DEFAULT_PORT,
    // Another build folder, e.g. to compare two builds with --reuse-build under the same load.
    distDir: DEFAULT_DIST_DIR,
  };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, '').split('=');
    if (key === 'reuse-build') options.build = false;
    else if (key === 'dist-dir' && value) options.distDir = value;
    else if (key in options && key !== 'build')
      options[key] = Math.max(1, Number(value) || options[key]);
    else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

const fixed = (value, digits = 1) => Number(value).toFixed(digits);

/** What one autocannon run says, in the units of the tables. */
function summarize(result) {
  const codes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [
      code,
      Number(stats.count),
    ]),
  );
  return {
    requests: result.requests.total,
    duration: result.duration,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    codes,
  };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * Counts in the bench database: stored signups, queued emails and Postgres' commit counter.
 * Backends publish their statistics when they go idle, at the latest ~10 s later (PostgreSQL 15),
 * so this waits first; it reads through a fresh connection, whose one transaction the caller
 * subtracts.
 */
async function dbCounters(url, name) {
  await sleep(11_000);
  const [row] = await query(
    url,
    `SELECT (SELECT count(*) FROM newsletter_subscribers)::int AS subscribers,
            (SELECT count(*) FROM email_outbox)::int AS outbox,
            (SELECT xact_commit FROM pg_stat_database WHERE datname = $1)::bigint AS commits`,
    [name],
  );
  return { subscribers: row.subscribers, outbox: row.outbox, commits: Number(row.commits) };
}

/**
 * Samples pg_stat_activity every 100 ms (one connection) while `work` runs: the most backends
 * seen busy at once. Returns the number of samples too: each is a transaction of our own.
 */
async function watchActivity(url, name, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let peakActive = 0;
  let samples = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      const { rows } = await client.query(
        `SELECT count(*) FILTER (WHERE state = 'active' AND pid <> pg_backend_pid())::int AS active
           FROM pg_stat_activity WHERE datname = $1`,
        [name],
      );
      samples += 1;
      peakActive = Math.max(peakActive, rows[0].active);
      await sleep(100);
    }
  })();
  try {
    return { result: await work(), peakActive, samples };
  } finally {
    running = false;
    await sampler;
    await client.end();
  }
}

// Shared by every request list, so that no two signups of a run use the same address.
let signupCounter = 0;

function signupRequests(base, { varyIp }) {
  const origin = new URL(base).origin;
  return [
    {
      method: 'POST',
      path: ROUTE,
      headers: {
        'content-type': 'application/json',
        origin,
        'sec-fetch-site': 'same-origin',
      },
      setupRequest(request) {
        signupCounter += 1;
        const counter = signupCounter;
        const headers = { ...request.headers };
        if (varyIp) {
          // One address per request, so the per-IP limiter (10/min) lets every signup through.
          headers['x-forwarded-for'] =
            `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
        } else {
          headers['x-forwarded-for'] = FLOOD_IP;
        }
        const email = `bench-${varyIp ? 'ok' : 'flood'}-${process.pid}-${counter}@example.com`;
        return {
          ...request,
          headers,
          body: JSON.stringify({ email, language: counter % 2 ? 'sv' : 'en' }),
        };
      },
    },
  ];
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  console.log('# bench:api\n');
  console.log(
    `command:     node ${path.relative(PROJECT, fileURLToPath(import.meta.url))} ${process.argv.slice(2).join(' ')}`,
  );
  printMachineInfo(machineInfo());

  const logDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const mailDir = path.join(logDir, 'mail');
  const db = await createBenchDatabase();
  // autocannon plays the site's reverse proxy: one declared hop, so the X-Forwarded-For address
  // it sends is the client (lib/api/client-ip.ts), one per signup in (b), one for the flood (c).
  const env = {
    NEXT_DIST_DIR: options.distDir,
    DATABASE_URL: db.url,
    MAIL_DIR: mailDir,
    TRUSTED_PROXY_HOPS: '1',
  };
  console.log(`database:    ${db.name} on ${new URL(db.url).host} (fresh, dropped at the end)`);
  console.log(`logs:        ${logDir}`);
  let server;
  const cleanup = async () => {
    await server?.stop();
    server = undefined;
    await db.drop().catch((error) => console.error(`could not drop ${db.name}: ${error.message}`));
  };
  const onSignal = () => cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    if (options.build || !existsSync(path.join(PROJECT, options.distDir, 'BUILD_ID'))) {
      console.log(
        `build:       NEXT_DIST_DIR=${options.distDir} npm run build (prebuild migrates and seeds)  (load ${loadAverage()})`,
      );
      const restoreTsconfig = keepTsconfig(path.join(PROJECT, 'tsconfig.json'));
      try {
        await runLogged('npm', ['run', 'build'], {
          cwd: PROJECT,
          env,
          logFile: path.join(logDir, 'build.log'),
        });
      } finally {
        restoreTsconfig();
      }
    } else {
      console.log(`migrate:     npm run db:deploy (reusing the build in ${options.distDir})`);
      await runLogged('npm', ['run', 'db:deploy'], {
        cwd: PROJECT,
        env,
        logFile: path.join(logDir, 'db-deploy.log'),
      });
    }

    server = await startNextServer({
      cwd: PROJECT,
      port: options.port,
      env,
      logFile: path.join(logDir, 'server.log'),
    });
    const base = server.url;
    console.log(
      `server:      next start -p ${options.port} (pid ${server.pid}), RATE_LIMIT_PER_MINUTE default (10), TRUSTED_PROXY_HOPS=1`,
    );

    // Warm-up: the first requests load route modules and open the database pool.
    await run({ url: `${base}/`, connections: 2, amount: 50 });
    await run({ url: `${base}/en/faq`, connections: 2, amount: 50 });
    await run({
      url: base,
      connections: 1,
      amount: 5,
      requests: signupRequests(base, { varyIp: true }),
    });

    // (a) static pages
    const staticRows = [];
    for (const page of ['/', '/en/faq']) {
      const load = loadAverage();
      const result = summarize(
        await run({
          url: `${base}${page}`,
          connections: options.connections,
          duration: options.duration,
        }),
      );
      staticRows.push({ page, load, ...result });
    }

    // (b) valid submissions, one X-Forwarded-For address each: first one at a time (the latency
    // of a single visitor), then with concurrent connections (throughput, queueing included)
    const submissionRows = [];
    let counters = await dbCounters(db.url, db.name);
    for (const [connections, amount] of [
      [1, options.serial],
      [options.connections, options.submissions],
    ]) {
      const load = loadAverage();
      const watched = await watchActivity(db.url, db.name, async () =>
        summarize(
          await run({
            url: base,
            connections,
            amount,
            requests: signupRequests(base, { varyIp: true }),
          }),
        ),
      );
      const after = await dbCounters(db.url, db.name);
      submissionRows.push({
        connections,
        load,
        ...watched.result,
        stored: after.subscribers - counters.subscribers,
        outbox: after.outbox - counters.outbox,
        // Our own probes are transactions too: the earlier counter read and every sample.
        commits: after.commits - counters.commits - 1 - watched.samples,
        peakActive: watched.peakActive,
      });
      counters = after;
    }
    const afterB = counters;

    // (c) flood from one address at the default limit (fresh address: nothing used it yet)
    const loadC = loadAverage();
    const flood = await watchActivity(db.url, db.name, async () =>
      summarize(
        await run({
          url: base,
          connections: options.connections,
          amount: options.flood,
          requests: signupRequests(base, { varyIp: false }),
        }),
      ),
    );
    const afterC = await dbCounters(db.url, db.name);

    const busiest = submissionRows.at(-1);
    const perSignup = busiest.stored ? (busiest.commits / busiest.stored).toFixed(1) : 'n/a';
    const commitsC = afterC.commits - afterB.commits - 1 - flood.samples;
    console.log('\n## (a) static pages\n');
    console.log(
      `autocannon: ${options.connections} connections, ${options.duration} s per page, loopback\n`,
    );
    console.log(
      '| page | requests | req/s (mean) | p50 ms | p90 ms | p99 ms | max ms | non-2xx | errors | load avg |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const row of staticRows) {
      console.log(
        `| \`${row.page}\` | ${row.requests} | ${fixed(row.rps)} | ${row.p50} | ${row.p90} | ${row.p99} | ${row.max} | ${row.non2xx} | ${row.errors} | ${row.load} |`,
      );
    }

    console.log(`\n## (b) valid submissions to ${ROUTE}\n`);
    console.log(
      `autocannon: ${options.serial} requests on 1 connection, then ${options.submissions} on ${options.connections}; ` +
        'unique email and X-Forwarded-For per request, Origin + Sec-Fetch-Site: same-origin + application/json\n',
    );
    console.log(
      '| connections | requests | req/s (mean) | p50 ms | p90 ms | p99 ms | max ms | 2xx | other status | errors | rows stored | outbox rows | rows == 2xx | commits Δ (net) | peak active backends | load avg |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of submissionRows) {
      console.log(
        `| ${row.connections} | ${row.requests} | ${fixed(row.rps)} | ${row.p50} | ${row.p90} | ${row.p99} | ${row.max} | ${row.ok} | ` +
          `${JSON.stringify(withoutOk(row.codes))} | ${row.errors} | ${row.stored} | ${row.outbox} | ` +
          `${row.stored === row.ok ? 'yes' : 'NO'} | ${row.commits} | ${row.peakActive} | ${row.load} |`,
      );
    }

    const fl = flood.result;
    const storedC = afterC.subscribers - afterB.subscribers;
    console.log(`\n## (c) flood from one address (${FLOOD_IP}), default limit 10/min\n`);
    console.log(
      `autocannon: ${options.connections} connections, ${options.flood} requests, same address, valid bodies\n`,
    );
    console.log(
      '| requests | req/s (mean) | p50 ms | p99 ms | max ms | 2xx | 429 | other | rows stored | commits Δ (net) | commits per stored signup in (b) | peak active backends | load avg |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${fl.requests} | ${fixed(fl.rps)} | ${fl.p50} | ${fl.p99} | ${fl.max} | ${fl.ok} | ${fl.codes['429'] ?? 0} | ` +
        `${fl.requests - fl.ok - (fl.codes['429'] ?? 0)} | ${storedC} | ${commitsC} | ${perSignup} | ${flood.peakActive} | ${loadC} |`,
    );
    console.log(`\nfinished (load ${loadAverage()})`);

    const problems = [];
    for (const row of submissionRows) {
      if (row.stored !== row.ok) problems.push(`(b) ${row.stored} rows for ${row.ok} 2xx answers`);
    }
    if (fl.ok > 10 || storedC !== fl.ok)
      problems.push(`(c) ${fl.ok} 2xx and ${storedC} rows (limit 10)`);
    if (problems.length > 0) {
      console.log(`\nPROBLEMS: ${problems.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await cleanup();
    rmSync(mailDir, { recursive: true, force: true });
  }
}

function withoutOk(codes) {
  return Object.fromEntries(Object.entries(codes).filter(([code]) => !code.startsWith('2')));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
