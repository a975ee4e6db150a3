// `npm start`: serves the demo pages and the built widgets on localhost, and the reference API on
// another port (another origin, as on a partner site), with no outside service: the API keeps its
// saves in PGlite in demo/data/ (or a PostgreSQL server with DATABASE_URL). The e2e tests start
// the same servers through startDemo() on free ports with a throwaway data folder.
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startApi } from './api/server.mjs';
import { TIMEOUTS } from './http-guards.mjs';
import { createPageServer, WRITTEN_API_ORIGIN } from './page-server.mjs';

export { ADMIN_LIST_PATH } from './page-server.mjs';
const DEFAULT_DATA_DIR = join(resolve(import.meta.dirname, '..'), 'demo', 'data', 'pglite');

export const PAGES = [
  ['Both widgets on one page', '/'],
  ['CMS article with the Drinking Check', '/demo/article.html'],
  ['Partner brand page (widget mode)', '/demo/partner.html'],
  ['Content-block page', '/demo/content-block.html'],
  ['Classic loaders by plain script tags', '/demo/classic.html'],
  ['Mobile app WebView simulation', '/demo/webview.html'],
  ['Saved assessments', '/demo/assessments.html'],
];

const listen = (server, port) =>
  new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      done(server.address().port);
    });
  });

const close = (server) =>
  new Promise((done) => {
    if (!server.listening) return done();
    server.close(() => done());
    server.closeAllConnections();
  });

/** A listen failure that names the server and the port, for the message `npm start` prints. */
class PortError extends Error {
  constructor(name, port, cause) {
    super(`${name}: port ${port}: ${cause.code ?? cause.message}`);
    this.code = cause.code;
    this.serverName = name;
    this.port = port;
  }
}

/**
 * Starts the page server and the reference API. Port 0 picks a free port. The API keeps its saves
 * in PGlite in `dataDir`, or on the PostgreSQL server of `databaseUrl`; `adminKey` opens its paged
 * list (a random one when not given: the page server passes it for the saved-assessments page);
 * `faults` enables the fault switch and `fault` is the mode at start. Returns the addresses, the
 * API (its store, fault switch and request log) and controls to stop and restart the API on its
 * port (for "the API is down") and to close everything.
 */
export async function startDemo({
  port = 8080,
  apiPort = 8081,
  dataDir = DEFAULT_DATA_DIR,
  databaseUrl,
  adminKey = randomBytes(24).toString('base64url'),
  faults = false,
  fault = 'none',
  timeouts = TIMEOUTS,
} = {}) {
  let apiOrigin = WRITTEN_API_ORIGIN;
  let pagesPort = port;
  const hosts = () => [`localhost:${pagesPort}`, `127.0.0.1:${pagesPort}`];
  const pages = createPageServer({ api: () => ({ origin: apiOrigin, adminKey }), hosts, timeouts });
  pagesPort = await listen(pages, port).catch((cause) => {
    throw new PortError('demo pages', port, cause);
  });
  const allowedOrigins = hosts().map((host) => `http://${host}`);
  const api = await startApi({ port: apiPort, allowedOrigins, dataDir, databaseUrl, adminKey, faults, fault, timeouts }).catch(
    async (cause) => {
      await close(pages);
      throw cause.syscall === 'listen' ? new PortError('reference API', apiPort, cause) : cause;
    },
  );
  const boundApiPort = api.server.address().port;
  apiOrigin = `http://localhost:${boundApiPort}`;

  return {
    pagesOrigin: `http://localhost:${pagesPort}`,
    /** The same pages on another origin (the WebView demo puts the widget there). */
    otherPagesOrigin: `http://127.0.0.1:${pagesPort}`,
    apiOrigin,
    api,
    /** Nothing listens on the API's port until startApi(): the pages meet a refused connection. */
    stopApi: () => close(api.server),
    startApi: async () => {
      if (!api.server.listening) await listen(api.server, boundApiPort);
    },
    close: async () => {
      await Promise.all([close(pages), api.close()]);
    },
  };
}

async function main() {
  const { PORT = '8080', API_PORT = '8081', API_FAULT, API_ADMIN_KEY, DATABASE_URL } = process.env;
  let demo;
  try {
    demo = await startDemo({
      port: Number(PORT),
      apiPort: Number(API_PORT),
      databaseUrl: DATABASE_URL || undefined,
      adminKey: API_ADMIN_KEY || undefined,
      faults: API_FAULT !== undefined,
      fault: API_FAULT || 'none',
    });
  } catch (problem) {
    if (problem.code !== 'EADDRINUSE') {
      console.error(problem.message);
      process.exit(1);
    }
    const variable = problem.serverName === 'demo pages' ? 'PORT' : 'API_PORT';
    console.error(
      `Port ${problem.port} (${problem.serverName}) is in use: stop what uses it, or start with ${variable}=<another port>.`,
    );
    process.exit(1);
  }
  for (const [name, path] of PAGES) console.log(`${name.padEnd(40)} ${demo.pagesOrigin}${path}`);
  const where = demo.api.store.engine === 'pglite' ? `PGlite in ${DEFAULT_DATA_DIR}` : 'the PostgreSQL server of DATABASE_URL';
  console.log(`Reference API: ${demo.apiOrigin}/ (saves kept in ${where})`);
  if (!API_ADMIN_KEY)
    console.log(
      'The paged list of saves needs an admin key: start with API_ADMIN_KEY=<16 or more characters> to read it with curl.',
    );
  if (API_FAULT !== undefined) console.log(`Fault switch on; mode: ${API_FAULT || 'none'}`);
  // Close the database cleanly on Ctrl+C (a kill -9 is recovered at the next start: WAL replay).
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => demo.close().finally(() => process.exit(0)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
