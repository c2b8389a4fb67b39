import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import * as bg from '../generated/schema-engine/schema_engine_bg';

// Prisma's schema engine compiled to WebAssembly: migrations through a driver adapter, without
// the native binary the CLI cannot download here. Its JS API is internal to Prisma, so the
// package version is pinned exactly in package.json and the migration tests cover this module.
//
// The glue and .wasm are copies made by `npm run db:generate` (see scripts/db/generate.mjs for
// why). Node 20 cannot `import` a .wasm file, so we read its bytes, instantiate it with the glue
// as its import object and hand the exports back to the glue. The path is resolved from the
// project root rather than with require.resolve, which bundlers rewrite to module ids.
const WASM_FILE = path.join('lib', 'db', 'generated', 'schema-engine', 'schema_engine_bg.wasm');

export type SchemaEngine = bg.SchemaEngine;

let loaded: Promise<void> | undefined;

// The engine leaves a timer of about ten seconds pending after its work (an idle connection
// check), which would keep a script or a test run alive for nothing. Its timers are unref'd:
// they still fire while the process runs, but no longer hold it open.
function glueWithUnrefTimers(): WebAssembly.ModuleImports {
  const glue: WebAssembly.ModuleImports = { ...bg };
  for (const name of Object.keys(glue)) {
    if (!name.startsWith('__wbg_setTimeout_')) continue;
    glue[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
  }
  return glue;
}

async function instantiate(): Promise<void> {
  // turbopackIgnore: only the embedded database needs the engine; without it every server bundle
  // of a DATABASE_URL deployment would carry the 5 MB binary.
  const bytes = await readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), WASM_FILE));
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
