// One PostgreSQL connection for the reference API, two engines behind the same SQL: PGlite
// (Postgres compiled to WASM, kept in a data folder) by default, so `npm start` needs no server;
// a PostgreSQL server through `pg` when a connection string is given (DATABASE_URL). See
// docs/decisions/0180-reference-api-on-postgres.md.
import { mkdirSync } from 'node:fs';

/**
 * `databaseUrl`: a PostgreSQL server (postgresql://...); otherwise PGlite in `dataDir`.
 * Returns { engine, query(sql, params) -> rows, transaction(work(query)), close() }.
 */
export async function openDatabase({ databaseUrl, dataDir }) {
  if (databaseUrl) return openServer(databaseUrl);
  if (!dataDir) throw new Error('The reference API needs a data folder (dataDir) or a DATABASE_URL.');
  return openEmbedded(dataDir);
}

async function openEmbedded(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  return {
    engine: 'pglite',
    query: async (sql, params) => (await db.query(sql, params)).rows,
    transaction: (work) => db.transaction((tx) => work(async (sql, params) => (await tx.query(sql, params)).rows)),
    close: () => db.close(),
  };
}

async function openServer(databaseUrl) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection that the server drops emits 'error' on the pool: unhandled, it would end the process.
  pool.on('error', (problem) => console.error('Reference API: a database connection failed:', problem.message));
  await pool.query('SELECT 1');
  return {
    engine: 'postgresql',
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(async (sql, params) => (await client.query(sql, params)).rows);
        await client.query('COMMIT');
        return result;
      } catch (problem) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw problem;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The same server, with sessions that look in `schema` first: the tests and the load figure each
 * work in a schema of their own on a shared server, and drop it after.
 */
export function inSchema(databaseUrl, schema) {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.href;
}
