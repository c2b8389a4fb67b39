import pg from 'pg';

// A throwaway PostgreSQL database per benchmark run, on the local server (trust auth).
export const ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(0, 14);

function urlFor(database) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates `bench_<prefix><timestamp>` and returns { name, url, drop }. */
export async function createBenchDatabase(prefix = '') {
  const name = `bench_${prefix}${stamp()}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  return {
    name,
    url: urlFor(name),
    async drop() {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Runs one query against `url` and returns its rows. */
export async function query(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
