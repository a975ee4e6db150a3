// `npm start`: serves the demo pages and the built widgets on localhost, and the reference API on
// another port (another origin, as on a partner site), with no outside service. The e2e tests
// start the same servers through startDemo() on free ports with a throwaway database.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startApi } from './api/server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DEFAULT_DATABASE = join(ROOT, 'demo', 'data', 'reference-api.sqlite');
/** The API address written in the demo pages; served pages get the running API's address instead. */
const WRITTEN_API_ORIGIN = 'http://localhost:8081';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
};
const SERVED = ['demo', 'dist'];
/** The reference API's database lives in demo/data/: never served. */
const NOT_SERVED = ['demo/data'];
const REWRITTEN = ['.html', '.js'];

export const PAGES = [
  ['Both widgets on one page', '/'],
  ['CMS article with the Drinking Check', '/demo/article.html'],
  ['Partner brand page (widget mode)', '/demo/partner.html'],
  ['Content-block page', '/demo/content-block.html'],
  ['One-file builds by plain script tags', '/demo/one-file.html'],
  ['Mobile app WebView simulation', '/demo/webview.html'],
  ['Saved assessments', '/demo/assessments.html'],
];

function createPageServer(apiOrigin) {
  return createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/favicon.ico') return response.writeHead(204).end();
    const wanted = pathname === '/' ? '/demo/index.html' : decodeURIComponent(pathname);
    const file = normalize(join(ROOT, wanted));
    const inside = (folder) => file.startsWith(join(ROOT, folder) + '/');
    const allowed = SERVED.some(inside) && !NOT_SERVED.some(inside);
    try {
      if (!allowed) throw new Error('not served');
      let body = await readFile(file);
      if (file.startsWith(join(ROOT, 'demo') + '/') && REWRITTEN.includes(extname(file))) {
        body = body.toString('utf8').replaceAll(WRITTEN_API_ORIGIN, apiOrigin());
      }
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
    }
  });
}

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
 * Starts the page server and the reference API. Port 0 picks a free port. Returns the addresses,
 * the API (its store, fault switch and request log) and controls to stop and restart the API on
 * its port (for "the API is down") and to close everything.
 */
export async function startDemo({ port = 8080, apiPort = 8081, databaseFile = DEFAULT_DATABASE, fault = 'none' } = {}) {
  let apiOrigin = WRITTEN_API_ORIGIN;
  const pages = createPageServer(() => apiOrigin);
  const pagesPort = await listen(pages, port).catch((cause) => {
    throw new PortError('demo pages', port, cause);
  });
  const allowedOrigins = [`http://localhost:${pagesPort}`, `http://127.0.0.1:${pagesPort}`];
  const api = await startApi({ port: apiPort, allowedOrigins, databaseFile, fault }).catch(async (cause) => {
    await close(pages);
    throw cause.syscall === 'listen' ? new PortError('reference API', apiPort, cause) : cause;
  });
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
      await Promise.all([close(pages), close(api.server)]);
    },
  };
}

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const apiPort = Number(process.env.API_PORT ?? 8081);
  let demo;
  try {
    demo = await startDemo({ port, apiPort, fault: process.env.API_FAULT });
  } catch (problem) {
    if (problem.code !== 'EADDRINUSE') {
      console.error(problem.message);
      process.exit(1);
    }
    const variable = problem.serverName === 'demo pages' ? 'PORT' : 'API_PORT';
    console.error(`Port ${problem.port} (${problem.serverName}) is in use: stop what uses it, or start with ${variable}=<another port>.`);
    process.exit(1);
  }
  for (const [name, path] of PAGES) console.log(`${name.padEnd(40)} ${demo.pagesOrigin}${path}`);
  console.log(`Reference API: ${demo.apiOrigin}/ (saved assessments: ${demo.apiOrigin}/tools/v1/selfassessment)`);
  if (process.env.API_FAULT) console.log(`Fault mode: ${process.env.API_FAULT}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
