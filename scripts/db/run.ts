import './load-env';
import { connectDatabase, type ConnectOptions, type DatabaseConnection } from '@/lib/db/connect';

/**
 * Runs a script's body and exits: 0 on success, 1 (with the error) on failure. Exiting
 * explicitly also ends idle pool connections the schema engine may keep open.
 */
export function runScript(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}

/** Opens the configured database (DATABASE_URL, else embedded PGlite), runs `work`, closes it. */
export async function withConnection<T>(
  work: (connection: DatabaseConnection) => Promise<T>,
  options: ConnectOptions = {},
): Promise<T> {
  const connection = await connectDatabase(options);
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

export function describeTarget(connection: DatabaseConnection): string {
  return connection.kind === 'postgres'
    ? 'PostgreSQL (DATABASE_URL)'
    : 'the embedded PGlite database';
}
