#!/usr/bin/env node
// `node scripts/db/with-embedded.mjs <command> [arguments]`: how `npm run dev`, `build`, `start`
// and the db:* scripts run. With DATABASE_URL (environment or .env files), the command runs as
// it is. Without, it runs against the embedded PostgreSQL (scripts/db/embedded-postgres.mjs) of
// this checkout: data in DATABASE_DIR (default .data/postgres; as root in a folder the `postgres`
// user cannot enter, a folder under the system's temporary folder, named at start), database
// `site`, the one already running there when there is one (a second terminal), else started on
// a free loopback port and stopped when the command ends, Ctrl-C included. It is migrated and
// seeded (`npm run db:deploy`) before the command starts. A failure to start is one line.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import pg from 'pg';
import {
  checkoutId,
  closedToOthers,
  openTempDir,
  startEmbeddedPostgres,
} from './embedded-postgres.mjs';

const [command, ...args] = process.argv.slice(2);
const production = command === 'next' && ['build', 'start'].includes(args[0]);
nextEnv.loadEnvConfig(process.cwd(), !production, { info: () => {}, error: console.error });

let child;
function run(file, argv, env) {
  return new Promise((resolve) => {
    child = spawn(file, argv, { stdio: 'inherit', env });
    child.once('error', (error) => {
      console.error(`[db] ${file}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 + 2 : 0)));
  });
}

if (!command) {
  console.error('usage: node scripts/db/with-embedded.mjs <command> [arguments]');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => child?.kill(signal));
  process.exit(await run(command, args, process.env));
}

function dataFolder() {
  if (process.env.DATABASE_DIR) return path.resolve(process.env.DATABASE_DIR);
  if (!closedToOthers('.data')) return path.resolve('.data', 'postgres');
  const dir = path.join(openTempDir(`site-postgres-${checkoutId()}`), 'data');
  console.log(`[db] the checkout is closed to the postgres user: the database lives in ${dir}`);
  return dir;
}

// The `postgres` user's password, made at the first start and kept next to the data.
function passwordOf(dataDir) {
  const file = `${dataDir}.password`;
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(18).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The address of the server running on `dataDir` (its postmaster.pid), with database `site`. */
async function running(dataDir, password) {
  let port;
  try {
    port = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  } catch {
    return null;
  }
  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    // A stale pid file may name a port another server has taken since.
    const { rows } = await client.query('SHOW data_directory');
    if (path.resolve(rows[0].data_directory) !== dataDir) return null;
    await client.query(`SELECT 1 FROM pg_database WHERE datname = 'site'`).then(async (result) => {
      if (result.rowCount === 0) await client.query('CREATE DATABASE site');
    });
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let server;
let stopping;
const stop = () => (stopping ??= server?.stop() ?? Promise.resolve());
process.on('uncaughtException', (error) => {
  console.error(`[db] ${String(error?.message ?? error).split('\n')[0]}`);
  void stop().finally(() => process.exit(1));
});

let url;
try {
  const dataDir = dataFolder();
  const password = passwordOf(dataDir);
  url = await running(dataDir, password);
  if (!url) {
    server = await startEmbeddedPostgres({
      dataDir,
      password,
      // No socket file: its path could exceed the system's limit, and TCP is what we use.
      flags: ['-c', 'unix_socket_directories='],
    });
    // Its own handlers would stop PostgreSQL before the command has finished with it.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.removeAllListeners(signal);
    url = await running(dataDir, password);
    if (!url) throw new Error(`the embedded PostgreSQL in ${dataDir} does not answer`);
    console.log(`[db] embedded PostgreSQL on 127.0.0.1:${server.port} (data: ${dataDir})`);
  }
} catch (error) {
  console.error(`[db] ${String(error?.message ?? error).split('\n')[0]}`);
  await stop().catch(() => undefined);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    child?.kill(signal);
    void stop();
  });
const env = { ...process.env, DATABASE_URL: url.replace(/\/postgres$/, '/site') };
let code = await run('npm', ['run', '--silent', 'db:deploy'], env);
if (code === 0 && !stopping) code = await run(command, args, env);
await stop();
process.exit(code);
