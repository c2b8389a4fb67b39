import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fictionalCompany from '../../scripts/test/fictional-company.json';

// A production build of its own (.next-faults), so the scenarios never touch another test run's
// build. FAULTS_SKIP_BUILD=1 reuses an existing one (while iterating on the tests).
export default function globalSetup() {
  const distDir = '.next-faults';
  if (process.env.FAULTS_SKIP_BUILD === '1' && existsSync(path.join(distDir, 'BUILD_ID'))) return;
  const next = path.join('node_modules', 'next', 'dist', 'bin', 'next');
  const tsx = path.join('node_modules', 'tsx', 'dist', 'cli.mjs');
  const started = Date.now();
  // The build prerenders from the run's database (scripts/test/run.mjs), migrated and seeded
  // first as `npm run build` does (prebuild). The company is the suite's invented one
  // (scripts/test/fictional-company.json) unless the environment names one.
  const env = { ...fictionalCompany, ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const deploy = spawnSync(process.execPath, [tsx, path.join('scripts', 'db', 'deploy.ts')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (deploy.status !== 0) throw new Error('npm run db:deploy (for the faults build) failed');
  const result = spawnSync(process.execPath, [next, 'build'], {
    env: { ...env, NEXT_DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 10 * 60_000,
  });
  if (result.status !== 0) throw new Error(`next build (${distDir}) failed`);
  console.log(`\n[faults] built ${distDir} in ${Math.round((Date.now() - started) / 1000)} s`);
}
