import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { applyMigrations } from '../../../lib/db/migrations';

// Several `next start` processes of the suite's build (NEXT_DIST_DIR) against one fresh database
// of their own, for tests of what the instances share. Loopback only; every process is started
// in its own process group and stopped with it.

const ADMIN_URL = process.env.TEST_PG_ADMIN_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
export const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';

export function hasLocalBuild(): boolean {
  return existsSync(path.join(DIST_DIR, 'BUILD_ID'));
}

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface SharedDatabase {
  url: string;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

/** A fresh database from TEST_PG_ADMIN_URL, migrated with the app's own migration runner. */
export async function createSharedDatabase(): Promise<SharedDatabase> {
  const name = `site_e2e_limits_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  // The migration gets a pool of its own, ended right after it, so no connection of the schema
  // engine outlives it. Connections ended by the final DROP ... WITH (FORCE) must not throw.
  const migrationPool = new Pool({ connectionString: url.toString(), max: 2 });
  migrationPool.on('error', () => {});
  try {
    await applyMigrations(new PrismaPg(migrationPool));
  } finally {
    await migrationPool.end();
  }
  const pool = new Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => {});
  return {
    url: url.toString(),
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    async drop() {
      await pool.end();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

function listening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface Instance {
  url: string;
  logs: string[];
  stop(): Promise<void>;
}

/** Where a client reaches a server bound to `host` (an IPv6 literal in brackets). */
function reachableHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * `next start -p <port> -H <host>` (default 127.0.0.1, loopback only) with extra environment;
 * resolves once it answers.
 */
export async function startInstance(
  port: number,
  env: Record<string, string>,
  { host = '127.0.0.1' }: { host?: string } = {},
): Promise<Instance> {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'e2e-limits-mail-'));
  const next = path.join('node_modules', 'next', 'dist', 'bin', 'next');
  const child: ChildProcess = spawn(
    process.execPath,
    [next, 'start', '-p', String(port), '-H', host],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: DIST_DIR,
        MAIL_DIR: mailDir,
        RESEND_API_KEY: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group: stop() ends whatever it forks too
    },
  );
  const logs: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = `http://${reachableHost(host)}:${port}`;
  const stop = async () => {
    if (!exited && child.pid) process.kill(-child.pid, 'SIGTERM');
    await gone;
    // `next start` may fork the server: wait (at most 5 s) until nothing listens any more.
    const probe = reachableHost(host).replace(/^\[(.*)\]$/, '$1');
    for (let i = 0; i < 50 && (await listening(port, probe)); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    rmSync(mailDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`next start -p ${port} -H ${host} ended:\n${logs.join('')}`);
    try {
      if ((await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next start -p ${port} did not answer in 60 s:\n${logs.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, logs, stop };
}
