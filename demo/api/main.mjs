// The reference API on its own (the load figure runs it so; `npm start` runs it beside the pages):
//   node demo/api/main.mjs
// API_PORT (8081; 0 picks a free one), DATABASE_URL (a PostgreSQL server; otherwise PGlite in
// API_DATA_DIR, demo/data/pglite), API_ADMIN_KEY (opens the paged list), API_ALLOWED_ORIGINS
// (comma-separated page origins for CORS; the demo pages on port 8080), API_FAULT (turns the fault
// switch on, with this mode at start), API_MAX_CONNECTIONS (the cap on open connections, 2,000),
// API_MAX_PER_ADDRESS (the cap from one client address, 200; behind a proxy that hides the
// clients' addresses, set it to API_MAX_CONNECTIONS). Prints its address once it answers.
import { join, resolve } from 'node:path';
import { startApi } from './server.mjs';

const env = process.env;
const api = await startApi({
  port: Number(env.API_PORT ?? 8081),
  allowedOrigins: (env.API_ALLOWED_ORIGINS ?? 'http://localhost:8080,http://127.0.0.1:8080').split(',').filter(Boolean),
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.API_DATA_DIR || join(resolve(import.meta.dirname, '..'), 'data', 'pglite'),
  adminKey: env.API_ADMIN_KEY || undefined,
  faults: env.API_FAULT !== undefined,
  fault: env.API_FAULT || 'none',
  ...(env.API_MAX_CONNECTIONS && { maxConnections: Number(env.API_MAX_CONNECTIONS) }),
  ...(env.API_MAX_PER_ADDRESS && { maxPerAddress: Number(env.API_MAX_PER_ADDRESS) }),
});
console.log(`Reference API listening on http://127.0.0.1:${api.server.address().port}/ (${api.store.engine})`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => api.close().finally(() => process.exit(0)));
