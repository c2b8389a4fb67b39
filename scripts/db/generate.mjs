// `npm run db:generate` (also run by postinstall): generates the Prisma client into
// lib/db/generated/ and copies the WebAssembly schema engine next to it. Plain .mjs so that it
// runs from postinstall before anything else is set up.
// PRISMA_SCHEMA_ENGINE_BINARY stops a needless native-engine download; the glue is copied
// because Jest cannot load it from node_modules: docs/workarounds.md#wasm-migration-engine.
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
