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
  const started = Date.now();
  // No DATABASE_URL: the build prerenders from an in-memory embedded database seeded from the
  // content files, and touches no database on disk or server. The company is the suite's
  // invented one (scripts/test/fictional-company.json) unless the environment names one.
  const result = spawnSync(process.execPath, [next, 'build'], {
    env: {
      ...fictionalCompany,
      ...process.env,
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 10 * 60_000,
  });
  if (result.status !== 0) throw new Error(`next build (${distDir}) failed`);
  console.log(`\n[faults] built ${distDir} in ${Math.round((Date.now() - started) / 1000)} s`);
}
