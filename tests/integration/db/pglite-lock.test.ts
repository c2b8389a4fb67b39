/** @jest-environment node */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DatabaseLockedError } from '@/lib/db/errors';
import { acquireDirectoryLock } from '@/lib/db/embedded/lock';
import { readFaqContent } from '@/lib/faq/content';
import fictionalCompany from '@/scripts/test/fictional-company.json';

jest.setTimeout(120_000);

const CHILD = path.join('tests', 'integration', 'db', 'support', 'embedded-child.ts');

function startChild(
  dataDir: string,
  mode: 'hold' | 'once' | 'build',
  vars: Record<string, string> = {},
) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, mode], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATABASE_DIR: dataDir,
      NODE_ENV: 'development',
      ...vars,
    },
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (): Promise<Record<string, unknown>> => {
    const { value, done } = await lines.next();
    if (done) throw new Error('child closed its output');
    return JSON.parse(String(value)) as Record<string, unknown>;
  };
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, next, exited };
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 999_999;
}

describe('directory lock (in process)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test('a held lock refuses a second owner with a clear error, and is free again after release', () => {
    const data = path.join(dir, 'pglite');
    const lock = acquireDirectoryLock(data);
    expect(() => acquireDirectoryLock(data)).toThrow(DatabaseLockedError);
    expect(() => acquireDirectoryLock(data)).toThrow(`in use by process ${process.pid}`);
    lock.release();
    expect(existsSync(`${data}.lock`)).toBe(false);
    acquireDirectoryLock(data).release();
  });

  test('a lock left by a dead process is taken over', async () => {
    const data = path.join(dir, 'pglite');
    const pid = await deadPid();
    writeFileSync(
      `${data}.lock`,
      JSON.stringify({ pid, host: hostname(), started: null, since: '' }),
    );
    const lock = acquireDirectoryLock(data);
    expect(JSON.parse(readFileSync(`${data}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  test('an unreadable lock is respected while fresh and taken over when old', () => {
    const data = path.join(dir, 'pglite');
    writeFileSync(`${data}.lock`, '');
    expect(() => acquireDirectoryLock(data)).toThrow(DatabaseLockedError);
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${data}.lock`, old, old);
    acquireDirectoryLock(data).release();
  });
});

describe('embedded database across processes', () => {
  let dir: string;
  let holder: ReturnType<typeof startChild> | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-pglite-'));
  });
  afterAll(async () => {
    holder?.child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  test('a second process fails clearly while the first keeps working; a dead owner is taken over', async () => {
    const data = path.join(dir, 'nested', 'pglite'); // parents are created on first start
    holder = startChild(data, 'hold');
    const ready = await holder.next(); // first start: created, migrated and seeded
    expect(ready).toMatchObject({ pid: holder.child.pid });
    expect(ready.faqs).toBeGreaterThan(0);

    const second = startChild(data, 'once');
    const refused = await second.next();
    expect(await second.exited).toBe(1);
    expect(refused).toMatchObject({ name: 'DatabaseLockedError' });
    expect(refused.error).toContain(`in use by process ${holder.child.pid}`);

    (holder.child as ChildProcessWithoutNullStreams).stdin.write('count\n');
    await expect(holder.next()).resolves.toEqual({ faqs: ready.faqs });

    holder.child.kill('SIGKILL'); // no clean-up: the lock file stays behind, stale
    await holder.exited;
    expect(existsSync(`${data}.lock`)).toBe(true);
    const third = startChild(data, 'once');
    await expect(third.next()).resolves.toMatchObject({ faqs: ready.faqs });
    expect(await third.exited).toBe(0);
    expect(existsSync(`${data}.lock`)).toBe(false);
  });
});

describe('embedded database during `next build`', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-pglite-build-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test('parallel build workers each open an in-memory database seeded from the content file', async () => {
    const content = await readFaqContent();
    expect(content?.faqs.length).toBeGreaterThan(0);
    const data = path.join(dir, 'pglite');
    // A production build needs the company's facts (lib/env.ts): the suite's invented ones.
    const build = {
      ...fictionalCompany,
      NEXT_PHASE: 'phase-production-build',
      NODE_ENV: 'production',
    };
    const workers = [startChild(data, 'build', build), startChild(data, 'build', build)];
    for (const worker of workers) {
      const ready = await worker.next();
      expect(ready).toMatchObject({ pid: worker.child.pid });
      expect(ready.faqs).toBe(content?.faqs.length);
      expect(await worker.exited).toBe(0);
    }
    // Neither touched DATABASE_DIR (a running `next dev` may hold it).
    expect(existsSync(data)).toBe(false);
    expect(existsSync(`${data}.lock`)).toBe(false);
  });
});
