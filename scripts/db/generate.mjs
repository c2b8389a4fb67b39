// `npm run db:generate` (also run by postinstall): generates the Prisma client into
// lib/db/generated/ and copies the WebAssembly schema engine next to it. Plain .mjs so that it
// runs from postinstall before anything else is set up.
//
// - The Prisma CLI insists on downloading a native schema engine even for `generate`, which does
//   not use it; PRISMA_SCHEMA_ENGINE_BINARY naming any existing file stops the download, so this
//   works offline and on a laptop alike.
// - The engine's wasm-bindgen glue is an ES module inside node_modules. Jest (CommonJS, never
//   transforms node_modules) cannot load it, so lib/db/migrations/engine.ts imports this copy, which
//   every runtime (Next, tsx, jest) compiles like our own code. The .wasm travels with it so the
//   glue and the binary always come from the same package version.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const cli = path.join(root, 'node_modules', 'prisma', 'build', 'index.js');
if (!existsSync(cli)) {
  console.warn('[db:generate] prisma CLI not installed (production install?); skipping.');
  process.exit(0);
}

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1' };
env.PRISMA_SCHEMA_ENGINE_BINARY ||= path.join(root, 'package.json');
const result = spawnSync(process.execPath, [cli, 'generate'], { env, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);

const from = path.join(root, 'node_modules', '@prisma', 'schema-engine-wasm');
const to = path.join(root, 'lib', 'db', 'generated', 'schema-engine');
mkdirSync(to, { recursive: true });
for (const file of ['schema_engine_bg.js', 'schema_engine_bg.d.ts', 'schema_engine_bg.wasm']) {
  copyFileSync(path.join(from, file), path.join(to, file));
}
console.log('[db:generate] copied the schema engine (wasm) to lib/db/generated/schema-engine');
