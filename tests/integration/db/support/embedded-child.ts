import { createInterface } from 'node:readline';
import { connectDatabase } from '@/lib/db/connect';

// A separate process on the embedded database, for tests/integration/db/pglite-lock.test.ts.
// Opens DATABASE_DIR, prints one JSON line {pid, faqs} and then:
//   mode "hold" (default): answers "count" lines with the FAQ count until "exit" arrives;
//   mode "once": exits straight away;
//   mode "build": as "once", but with the default data directory (run it with NEXT_PHASE set).
// A failure to open prints {error, name} and exits with code 1.
async function main(): Promise<void> {
  const mode = process.argv[2] ?? 'hold';
  const dir = process.env.DATABASE_DIR ?? '';
  const options = mode === 'build' ? {} : { databaseDir: dir };
  const connection = await connectDatabase({ databaseUrl: undefined, ...options }).catch(
    (error: Error) => {
      console.log(JSON.stringify({ error: error.message, name: error.name }));
      process.exit(1);
    },
  );
  const count = () => connection.db.faq.count();
  console.log(JSON.stringify({ pid: process.pid, faqs: await count() }));
  if (mode !== 'hold') {
    await connection.close();
    return;
  }
  for await (const line of createInterface({ input: process.stdin })) {
    if (line === 'count') console.log(JSON.stringify({ faqs: await count() }));
    if (line === 'exit') break;
  }
  await connection.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.log(JSON.stringify({ error: String(error) }));
    process.exit(1);
  },
);
