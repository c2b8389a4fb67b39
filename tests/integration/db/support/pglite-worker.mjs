// Hosts an in-memory PGlite in a worker thread, for tests, with the production adapter
// (lib/db/embedded/pglite.ts). Jest runs test code in a vm sandbox whose dynamic import() needs
// --experimental-vm-modules, and PGlite's Emscripten loader uses dynamic import(); a worker
// thread is plain Node, so PGlite runs here and the test talks to it over postMessage
// (pglite-bridge.ts). Creating a database costs seconds (initdb in wasm); loading a dumped data
// directory takes about one, so tests start from templates: `loadFrom` (e.g. a migrated one)
// or `emptyTemplate`, a fresh cluster made once and also used for the engine's shadow databases.
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { tsImport } from 'tsx/esm/api';

const moduleUrl = pathToFileURL(
  path.join(workerData.root, 'lib', 'db', 'embedded', 'pglite.ts'),
).href;
const { createPgliteAdapter } = await tsImport(moduleUrl, import.meta.url);
const { loadFrom, emptyTemplate } = workerData;
const load = async (file) => PGlite.create({ loadDataDir: new Blob([await readFile(file)]) });
const exists = (file) =>
  readFile(file).then(
    () => true,
    () => false,
  );

async function dump(pg, file) {
  const data = await pg.dumpDataDir('none');
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, Buffer.from(await data.arrayBuffer()));
  await rename(temporary, file); // atomic: parallel test files never read half a template
}

async function openDatabase() {
  if (loadFrom) return load(loadFrom);
  if (emptyTemplate && (await exists(emptyTemplate))) return load(emptyTemplate);
  const pg = await PGlite.create();
  if (emptyTemplate) await dump(pg, emptyTemplate);
  return pg;
}

const pg = await openDatabase();
const openShadow =
  emptyTemplate && (await exists(emptyTemplate)) ? () => load(emptyTemplate) : undefined;
const handles = new Map([[0, createPgliteAdapter(pg, openShadow)]]);
let nextHandle = 1;

function describe(value) {
  return {
    provider: value.provider,
    adapterName: value.adapterName,
    options: value.options ?? null,
    connectionInfo:
      typeof value.getConnectionInfo === 'function' ? value.getConnectionInfo() : null,
  };
}

function serializeError(error) {
  const { name = 'Error', message = String(error), cause } = error ?? {};
  try {
    return structuredClone({ name, message, cause: cause ?? null });
  } catch {
    return { name, message, cause: null };
  }
}

const ownMethods = {
  async close() {
    await pg.close();
  },
  async dumpTo(file) {
    await dump(pg, file);
  },
};

parentPort.on('message', async ({ id, handle, method, args }) => {
  try {
    if (handle === -1) {
      parentPort.postMessage({ id, value: (await ownMethods[method](...args)) ?? null });
      return;
    }
    const target = handles.get(handle);
    if (!target) throw new Error(`Unknown handle ${handle}`);
    const value = await target[method](...args);
    if (['commit', 'rollback', 'dispose'].includes(method) && handle !== 0) handles.delete(handle);
    if (value && typeof value === 'object' && typeof value.queryRaw === 'function') {
      const created = nextHandle++;
      handles.set(created, value);
      parentPort.postMessage({ id, handle: created, info: describe(value) });
    } else {
      parentPort.postMessage({ id, value: value ?? null });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: serializeError(error) });
  }
});

parentPort.postMessage({ ready: true });
