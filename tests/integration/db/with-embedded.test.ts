/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `npm run dev`, `build` and `start` without DATABASE_URL (scripts/db/with-embedded.mjs): the
// command runs on the embedded PostgreSQL, migrated and seeded, which is stopped afterwards;
// a failure to start is one line, without a stack.

jest.setTimeout(180_000);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-with-embedded-'));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as the `postgres` user, who must enter it
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function launch(dataDir: string, ...command: string[]) {
  return spawnSync(process.execPath, ['scripts/db/with-embedded.mjs', ...command], {
    env: { ...process.env, DATABASE_URL: '', DATABASE_DIR: dataDir },
    encoding: 'utf8',
    timeout: 170_000,
  });
}

test('runs the command on the embedded PostgreSQL, migrated and seeded, and stops it after', () => {
  const dataDir = path.join(dir, 'postgres');
  const count = [
    "const c = new (require('pg').Client)(process.env.DATABASE_URL);",
    "c.connect().then(() => c.query('SELECT count(*)::int AS n FROM faqs'))",
    '.then((r) => { console.log(`faqs=${r.rows[0].n}`); return c.end(); });',
  ].join('');
  const run = launch(dataDir, process.execPath, '-e', count);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/faqs=[1-9]/);
  // A clean shutdown removes the server's pid file.
  expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
});

test('a database that cannot start is one line on stderr and exit code 1', () => {
  const file = path.join(dir, 'not-a-folder');
  writeFileSync(file, 'x');
  const run = launch(path.join(file, 'postgres'), process.execPath, '-e', '');
  expect(run.status).toBe(1);
  expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^\[db\] .*not-a-folder/)]);
});
