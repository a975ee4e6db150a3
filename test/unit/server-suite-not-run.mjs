// vitest's global setup when DATABASE_URL is not set (vitest.config.ts): says at the start and at
// the end of the run that the reference API's suite on a PostgreSQL server did not run.
const NOTE =
  '\nNOT RUN: the reference API suite on a PostgreSQL server (test/unit/reference-api-server.test.mjs):\n' +
  "DATABASE_URL is not set. Start a server and set it to run it (bash -c 'source .ci/postgres.sh && start_postgres' shows how).\n";

export default function announce() {
  console.warn(NOTE);
  return () => console.warn(NOTE);
}
