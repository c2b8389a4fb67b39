import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { DatabaseLockedError } from '../errors';

// PGlite is a single-process database: two processes writing one data directory corrupt it, and
// PGlite itself does not check. We hold `<dataDir>.lock` (created with O_EXCL, so exactly one
// process can create it) for as long as the database is open. A lock whose owner has died (kill
// -9, crash, power loss) is stale and taken over; a live owner makes the open fail with a message
// naming it. The owner's start time guards against a recycled pid (Linux; elsewhere pid only).

interface Owner {
  pid: number;
  host: string;
  started: string | null;
  since: string;
}

export interface DirectoryLock {
  readonly path: string;
  release(): void;
}

function processStart(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat, after the parenthesised command name (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: Owner): boolean {
  if (owner.host !== hostname()) return true; // cannot check another machine: assume it runs
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const started = processStart(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

function readText(lockPath: string): string | null {
  try {
    return readFileSync(lockPath, 'utf8');
  } catch {
    return null;
  }
}

function parseOwner(text: string | null): Owner | null {
  try {
    const owner = JSON.parse(text ?? '') as Owner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

// An unreadable lock is normally one being written this very moment; only an old one is stale.
function isStale(lockPath: string, owner: Owner | null): boolean {
  if (owner) return !isAlive(owner);
  try {
    return Date.now() - statSync(lockPath).mtimeMs > 10_000;
  } catch {
    return true; // vanished meanwhile
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    const owner: Owner = {
      pid: process.pid,
      host: hostname(),
      started: processStart(process.pid),
      since: new Date().toISOString(),
    };
    writeSync(fd, JSON.stringify(owner));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

// Move the stale lock aside (rename is atomic) and check that what moved is the file judged
// stale: if another process took the lock over in between, its fresh lock is put back.
function takeOverStale(lockPath: string, staleText: string | null): void {
  const aside = `${lockPath}.stale-${process.pid}`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return; // someone else moved it first
  }
  if (readText(aside) === staleText) unlinkSync(aside);
  else renameSync(aside, lockPath);
}

export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  const lockPath = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(lockPath)) {
      const release = () => {
        process.off('exit', release);
        if (parseOwner(readText(lockPath))?.pid !== process.pid) return;
        try {
          unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return { path: lockPath, release };
    }
    const text = readText(lockPath);
    const owner = parseOwner(text);
    if (!isStale(lockPath, owner)) {
      throw new DatabaseLockedError(
        `The embedded database ${dataDir} is in use by process ${owner?.pid ?? '?'}` +
          `${owner ? ` (since ${owner.since})` : ''}. PGlite allows one process at a time: stop ` +
          `that process (e.g. \`next dev\`) or set DATABASE_URL to use PostgreSQL. If no such ` +
          `process exists, delete ${lockPath}.`,
        owner?.pid ?? -1,
      );
    }
    takeOverStale(lockPath, text);
  }
  throw new DatabaseLockedError(`Could not take the lock ${lockPath}; try again.`, -1);
}
