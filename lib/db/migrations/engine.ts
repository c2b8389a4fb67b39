import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import * as bg from '../generated/schema-engine/schema_engine_bg';

// Prisma's schema engine compiled to WebAssembly, through a driver adapter: workaround,
// docs/workarounds.md#wasm-migration-engine. Node 20 cannot `import` a .wasm file, so we read
// its bytes (from the project root: bundlers rewrite require.resolve to module ids),
// instantiate it with the glue copied by `npm run db:generate` and hand the exports back.
const WASM_FILE = path.join('lib', 'db', 'generated', 'schema-engine', 'schema_engine_bg.wasm');

export type SchemaEngine = bg.SchemaEngine;

let loaded: Promise<void> | undefined;

// Workaround: the engine's timers are unref'd (docs/workarounds.md#wasm-migration-engine).
function glueWithUnrefTimers(): WebAssembly.ModuleImports {
  const glue: WebAssembly.ModuleImports = { ...bg };
  for (const name of Object.keys(glue)) {
    if (!name.startsWith('__wbg_setTimeout_')) continue;
    glue[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
  }
  return glue;
}

async function instantiate(): Promise<void> {
  const bytes = await readFile(path.join(process.cwd(), WASM_FILE));
  const { instance } = await WebAssembly.instantiate(bytes, {
    './schema_engine_bg.js': glueWithUnrefTimers(),
  });
  bg.__wbg_set_wasm(instance.exports);
  const start = instance.exports.__wbindgen_start;
  if (typeof start === 'function') start();
}

function loadWasm(): Promise<void> {
  // One instance per process; a failed load is retried on the next call instead of cached.
  loaded ??= instantiate().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/** A schema engine for `schemaText`, talking to the database through `adapter`. */
export async function openSchemaEngine(
  adapter: SqlMigrationAwareDriverAdapterFactory,
  schemaText: string,
  log: (line: string) => void = () => {},
): Promise<SchemaEngine> {
  await loadWasm();
  return bg.SchemaEngine.new(
    { datamodels: [['schema.prisma', schemaText]] },
    log,
    bindMigrationAwareSqlAdapterFactory(adapter),
  );
}
