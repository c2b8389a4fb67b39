import './load-env';
import { connectDatabase, type DatabaseConnection } from '@/lib/db/connect';

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

/** Opens the database at DATABASE_URL, runs `work`, closes it. */
export async function withConnection<T>(
  work: (connection: DatabaseConnection) => Promise<T>,
): Promise<T> {
  const connection = await connectDatabase();
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

/** The database the scripts work on, without its password. */
export function describeTarget(): string {
  const url = new URL(process.env.DATABASE_URL ?? '');
  return `PostgreSQL at ${url.host}${url.pathname}`;
}
