#!/usr/bin/env node
// The company facts every production build and server of the test suite and the benchmarks runs
// with (a production build refuses to start without them, lib/env.ts): invented, but valid, so
// the checks pass (the organisation number's check digit is right). They live in
// ./fictional-company.json, which the TypeScript test setups read too. A variable already set wins.
//
// `node scripts/test/fictional-company.mjs <command> [arguments]` runs the command with them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const FICTIONAL_COMPANY = JSON.parse(
  readFileSync(new URL('./fictional-company.json', import.meta.url), 'utf8'),
);

/** `env` with every company fact it lacks (an empty value counts as unset, as in lib/env.ts). */
export function withFictionalCompany(env) {
  const filled = { ...env };
  for (const [name, value] of Object.entries(FICTIONAL_COMPANY)) {
    if (!filled[name]?.trim()) filled[name] = value;
  }
  return filled;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/test/fictional-company.mjs <command> [arguments]');
    process.exit(2);
  }
  const child = spawn(command, args, { stdio: 'inherit', env: withFictionalCompany(process.env) });
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
