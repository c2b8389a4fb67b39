import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type Transaction,
} from '@prisma/driver-adapter-utils';

// Test-side half of pglite-worker.mjs: driver-adapter objects whose methods run in the worker.
// Prisma, the schema engine and our code all run in the test as usual; only PGlite is remote.

interface Info {
  provider: 'postgres';
  adapterName: string;
  options: Transaction['options'] | null;
  connectionInfo: ReturnType<NonNullable<SqlDriverAdapter['getConnectionInfo']>> | null;
}
type Reply = {
  id: number;
  value?: unknown;
  handle?: number;
  info?: Info;
  error?: { name: string; message: string; cause: unknown };
};
type Call = (handle: number, method: string, args: unknown[]) => Promise<Reply>;

function toError(error: NonNullable<Reply['error']>): Error {
  if (error.name === 'DriverAdapterError' && error.cause) {
    return new DriverAdapterError(
      error.cause as ConstructorParameters<typeof DriverAdapterError>[0],
    );
  }
  return Object.assign(new Error(error.message), { name: error.name });
}

function queryable(call: Call, handle: number, info: Info) {
  const value = async <T>(method: string, args: unknown[] = []) =>
    (await call(handle, method, args)).value as T;
  return {
    provider: info.provider,
    adapterName: info.adapterName,
    queryRaw: (query: SqlQuery) =>
      value<Awaited<ReturnType<SqlDriverAdapter['queryRaw']>>>('queryRaw', [query]),
    executeRaw: (query: SqlQuery) => value<number>('executeRaw', [query]),
    value,
  };
}

function remoteAdapter(call: Call, handle: number, info: Info): SqlDriverAdapter {
  const { value, ...base } = queryable(call, handle, info);
  return {
    ...base,
    executeScript: (script: string) => value<void>('executeScript', [script]),
    async startTransaction(isolationLevel) {
      const reply = await call(handle, 'startTransaction', [isolationLevel]);
      const { value: txValue, ...tx } = queryable(call, reply.handle ?? -1, reply.info as Info);
      return {
        ...tx,
        options: reply.info?.options ?? { usePhantomQuery: true },
        commit: () => txValue<void>('commit'),
        rollback: () => txValue<void>('rollback'),
      };
    },
    getConnectionInfo: () => info.connectionInfo ?? { supportsRelationJoins: true },
    dispose: () => value<void>('dispose'),
  };
}

export interface PgliteBridge {
  adapter: SqlMigrationAwareDriverAdapterFactory;
  /** Writes the database's data directory as a tarball that `loadFrom` can start from. */
  dumpTo(file: string): Promise<void>;
  close(): Promise<void>;
}

const OWN = -1; // handle of the worker's own methods (close, dumpTo)

/**
 * An in-memory PGlite in a worker thread. `loadFrom` starts it from a dumpTo() tarball;
 * `emptyTemplate` caches a fresh cluster (made on first use) for new and shadow databases.
 */
export async function startPgliteBridge(
  options: { loadFrom?: string; emptyTemplate?: string } = {},
): Promise<PgliteBridge> {
  const root = process.cwd();
  const worker = new Worker(
    path.join(root, 'tests', 'integration', 'db', 'support', 'pglite-worker.mjs'),
    {
      workerData: { root, ...options },
    },
  );
  const pending = new Map<
    number,
    { resolve: (reply: Reply) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: Reply & { ready?: boolean }) => {
      if (message.ready) return resolve();
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiter?.reject(toError(message.error));
      else waiter?.resolve(message);
    });
  });
  await ready;
  const call: Call = (handle, method, args) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, handle, method, args });
    });
  const connect = async (method: string) => {
    const reply = await call(0, method, []);
    return remoteAdapter(call, reply.handle ?? -1, reply.info as Info);
  };
  return {
    adapter: {
      provider: 'postgres',
      adapterName: 'pglite (worker bridge)',
      connect: () => connect('connect'),
      connectToShadowDb: () => connect('connectToShadowDb'),
    },
    async dumpTo(file) {
      await call(OWN, 'dumpTo', [file]);
    },
    async close() {
      await call(OWN, 'close', []).catch(() => undefined);
      await worker.terminate();
    },
  };
}
