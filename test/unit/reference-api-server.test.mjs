// @vitest-environment node
// The reference API on a PostgreSQL server: the suite of reference-api-suite.mjs in a schema of
// its own on the server of DATABASE_URL (.ci/run starts one; vitest.config.ts leaves this file
// out, saying so, when DATABASE_URL is not set, and fails under CI).
import { randomBytes } from 'node:crypto';
import { inSchema, openDatabase } from '../../demo/api/database.mjs';
import { describeReferenceApi } from './reference-api-suite.mjs';

const server = process.env.DATABASE_URL;
if (!server) throw new Error('DATABASE_URL names no PostgreSQL server: this suite needs one.');
const schema = `reference_api_test_${randomBytes(6).toString('hex')}`;

const onServer = async (sql) => {
  const db = await openDatabase({ databaseUrl: server });
  try {
    await db.query(sql);
  } finally {
    await db.close();
  }
};

describeReferenceApi({
  name: 'a PostgreSQL server',
  async open() {
    await onServer(`CREATE SCHEMA ${schema}`);
    return { databaseUrl: inSchema(server, schema) };
  },
  drop: () => onServer(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
});
