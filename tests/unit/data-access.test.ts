import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The data-access rule (docs/architecture.md): queries and commands in lib/ take the client or
// transaction as their first argument; only entry points open it with getDb(). A lib/ module
// that calls getDb() and is not one of them fails here.

const ENTRY_POINTS = new Set([
  'lib/admin/auth.ts',
  'lib/admin/session.ts',
  'lib/admin/sign-in-actions.ts',
  'lib/admin/staff-action.ts',
  'lib/db/client.ts',
  'lib/insights/record.ts',
  'lib/leads/transaction.ts',
  'lib/security/secrets.ts',
]);
function libModules(dir = 'lib'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : libModules(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [file.split(path.sep).join('/')] : [];
  });
}

/** A call of getDb in code (not in a comment): `getDb()` or `await getDb()`. */
const callsGetDb = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .some((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && /\bgetDb\(\)/.test(line));

test('only entry points call getDb() in lib/', () => {
  const callers = libModules().filter(callsGetDb);
  const unexpected = callers.filter((file) => !ENTRY_POINTS.has(file));
  expect(unexpected).toEqual([]);
  // Every entry point listed still is one: a module that stops calling getDb() comes off.
  expect([...ENTRY_POINTS].filter((file) => !callers.includes(file))).toEqual([]);
});
