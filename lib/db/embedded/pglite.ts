import { PGlite } from '@electric-sql/pglite';
import {
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';

// Loaded only in embedded mode (dynamic imports in lib/db/connect.ts and ./index.ts), so a
// deployment with DATABASE_URL never loads PGlite.

function toAdapterError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || error instanceof DriverAdapterError)
    return error;
  const { code, message, severity, detail, hint } = error as Record<string, string | undefined>;
  if (!code || !message) return error;
  return new DriverAdapterError({
    kind: 'postgres',
    code,
    message,
    severity: severity ?? 'ERROR',
    detail,
    column: undefined,
    hint,
    originalCode: code,
    originalMessage: message,
  });
}

// Workaround: pglite-prisma-adapter does not await executeScript and leaks the shadow database
// (docs/workarounds.md#pglite-adapter-scripts).
function withAwaitedScripts(
  adapter: SqlDriverAdapter,
  pg: PGlite,
  onDispose?: () => Promise<void>,
): SqlDriverAdapter {
  const dispose = adapter.dispose.bind(adapter);
  return Object.assign(adapter, {
    async executeScript(script: string): Promise<void> {
      try {
        await pg.exec(script);
      } catch (error) {
        throw toAdapterError(error);
      }
    },
    async dispose(): Promise<void> {
      await dispose();
      await onDispose?.();
    },
  });
}

/**
 * `openShadow` makes the throwaway database the schema engine replays migrations into when it
 * diffs them (default: a new in-memory PGlite).
 */
export function createPgliteAdapter(
  pg: PGlite,
  openShadow: () => Promise<PGlite> = () => PGlite.create(),
): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaPGlite(pg);
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => withAwaitedScripts(await inner.connect(), pg),
    async connectToShadowDb() {
      const shadow = await openShadow();
      const adapter = await new PrismaPGlite(shadow).connect();
      return withAwaitedScripts(adapter, shadow, () => shadow.close());
    },
  };
}

/** Opens (creating on first use) a PGlite database; `memory://` keeps it in memory. */
export async function openPglite(dataDir: string): Promise<PGlite> {
  return PGlite.create(dataDir);
}
