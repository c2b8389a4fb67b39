import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import pg from 'pg';

export type AdapterFactory = SqlMigrationAwareDriverAdapterFactory;

// A request must fail fast when Postgres is down or stuck (the route answers 503 and the
// visitor retries) instead of hanging until the platform kills the function. The pool is small:
// serverless instances each hold their own, and one request needs at most one connection.
export const POSTGRES_LIMITS = {
  max: 5,
  connectionTimeoutMillis: 5_000,
  statementTimeoutMillis: 10_000,
  idleTimeoutMillis: 10_000,
} as const;

export type PostgresLimits = { -readonly [K in keyof typeof POSTGRES_LIMITS]: number };

function prismaPg(connectionString: string, limits: PostgresLimits): PrismaPg {
  return new PrismaPg({
    connectionString,
    max: limits.max,
    connectionTimeoutMillis: limits.connectionTimeoutMillis,
    idleTimeoutMillis: limits.idleTimeoutMillis,
    statement_timeout: limits.statementTimeoutMillis,
    // A server that accepts the socket but never answers would otherwise hang the query.
    query_timeout: limits.statementTimeoutMillis + 2_000,
  });
}

const CHAR_OID = 18; // the one-byte "char" type of pg_catalog columns (relkind, contype...)
const TEXT_OID = 25;

// Workaround: pg_catalog's "char" columns reported as text (docs/workarounds.md#adapter-pg-char-columns).
function catalogReadablePool(connectionString: string, limits: PostgresLimits): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 2,
    connectionTimeoutMillis: limits.connectionTimeoutMillis,
  });
  const query = pool.query.bind(pool) as (config: pg.QueryConfig) => Promise<pg.QueryResult>;
  const patched = async (config: pg.QueryConfig) => {
    const result = await query(config);
    for (const field of result.fields ?? [])
      if (field.dataTypeID === CHAR_OID) field.dataTypeID = TEXT_OID;
    return result;
  };
  pool.query = patched as typeof pool.query;
  return pool;
}

// Workaround: the shadow database's name goes into the URL (docs/workarounds.md#adapter-pg-shadow-database).
async function connectToShadowDb(
  connectionString: string,
  limits: PostgresLimits,
): Promise<SqlDriverAdapter> {
  const name = `prisma_migrate_shadow_db_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({
    connectionString,
    connectionTimeoutMillis: limits.connectionTimeoutMillis,
  });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(connectionString);
  url.pathname = `/${name}`;
  const pool = catalogReadablePool(url.toString(), limits);
  const adapter = await new PrismaPg(pool, { disposeExternalPool: true }).connect();
  const dispose = adapter.dispose.bind(adapter);
  return Object.assign(adapter, {
    async dispose() {
      await dispose();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  });
}

export function createPostgresAdapter(
  connectionString: string,
  overrides: Partial<PostgresLimits> = {},
): AdapterFactory {
  const limits = { ...POSTGRES_LIMITS, ...overrides };
  const factory = prismaPg(connectionString, limits);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => factory.connect(),
    connectToShadowDb: () => connectToShadowDb(connectionString, limits),
  };
}
