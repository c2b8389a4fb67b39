import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { log } from '@/lib/log';
import { DatabaseUnavailableError } from '../errors';
import { PrismaClient } from '../generated/client';
import { applyMigrations } from '../migrations';
import { seedDatabase } from '../seed';
import { acquireDirectoryLock, type DirectoryLock } from './lock';

// The embedded database (PGlite) behind one door: lib/db/connect.ts imports this module
// dynamically, and only when DATABASE_URL is unset, so a deployment with PostgreSQL never loads
// PGlite, the lock or the schema engine (eslint.config.mjs forbids static imports of it).

export { acquireDirectoryLock } from './lock';

export interface EmbeddedDatabase {
  db: PrismaClient;
  close(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Run the idempotent seed after migrating (default true). */
  seed?: boolean;
  faqContentPath?: string;
}

/**
 * Opens the PGlite database in `dataDir` (`memory://...` for a throwaway one): takes the
 * directory lock, creates missing folders, applies pending migrations and seeds. Any failure
 * releases everything it took, so the caller can simply try again later.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const inMemory = dataDir.startsWith('memory://');
  const dir = inMemory ? dataDir : path.resolve(dataDir);
  let lock: DirectoryLock | undefined;
  let pg: { close(): Promise<void> } | undefined;
  try {
    if (!inMemory) {
      mkdirSync(path.dirname(dir), { recursive: true }); // PGlite does not create parents
      lock = acquireDirectoryLock(dir);
    }
    // Loaded here, not at the top, so that the lock and the errors load without PGlite.
    const { createPgliteAdapter, openPglite } = await import('./pglite');
    const instance = await openPglite(dir);
    pg = instance;
    const adapter = createPgliteAdapter(instance);
    await applyMigrations(adapter);
    const db = new PrismaClient({ adapter });
    // A broken content file must not take lead capture down with it: log, and open anyway.
    if (options.seed !== false) {
      await seedDatabase(db, { faqContentPath: options.faqContentPath }).catch((error: unknown) => {
        log.error('db.seed_failed', { error });
      });
    }
    const held = lock;
    return {
      db,
      async close() {
        await db.$disconnect();
        await instance.close();
        held?.release();
      },
    };
  } catch (error) {
    await pg?.close().catch(() => {});
    lock?.release();
    if (error instanceof DatabaseUnavailableError) throw error;
    throw new DatabaseUnavailableError(`Could not open the embedded database in ${dir}`, {
      cause: error,
    });
  }
}
