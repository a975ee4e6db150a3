// The reference API's schema, as numbered migrations applied in order at start, each once, in one
// transaction under an advisory lock (two API processes starting on one server wait in turn).
// Add a migration at the end; never edit one that has shipped. One statement per string.

export const MIGRATIONS = [
  {
    version: 1,
    name: 'assessments and calculator usage',
    statements: [
      `CREATE TABLE assessments (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        created timestamptz NOT NULL DEFAULT now(),
        idempotency_key text UNIQUE,
        body jsonb NOT NULL,
        client_id text,
        signed_in boolean NOT NULL DEFAULT false
      )`,
      `CREATE TABLE calculator_usage (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        created timestamptz NOT NULL DEFAULT now(),
        client_id text
      )`,
    ],
  },
  {
    version: 2,
    name: 'feedback on the results',
    statements: [
      `CREATE TABLE feedback (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        created timestamptz NOT NULL DEFAULT now(),
        review text NOT NULL,
        client_id text
      )`,
    ],
  },
];

/** Any number: it only has to be the same in every process that migrates this database. */
const MIGRATION_LOCK = 1_807_180_001;

/** Applies the migrations not yet recorded in schema_migrations; returns the versions applied. */
export function migrate(db, migrations = MIGRATIONS) {
  return db.transaction(async (query) => {
    await query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await query('SELECT version FROM schema_migrations')).map((row) => row.version));
    const applied = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) await query(statement);
      await query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}
