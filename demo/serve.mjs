// `npm start`: serves the demo pages and the built widgets on localhost, and the reference API on
// another port (another origin, as on a partner site), with no outside service.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
import { startApi } from './api/server.mjs';

const PORT = Number(process.env.PORT ?? 8080);
const API_PORT = Number(process.env.API_PORT ?? 8081);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
};
const SERVED = ['demo', 'dist'];

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const wanted = pathname === '/' ? '/demo/index.html' : decodeURIComponent(pathname);
  const file = normalize(join(ROOT, wanted));
  const allowed = SERVED.some((folder) => file.startsWith(join(ROOT, folder)));
  try {
    if (!allowed) throw new Error('not served');
    const body = await readFile(file);
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
  }
});

const portTaken = (name, port, variable) => (problem) => {
  if (problem.code !== 'EADDRINUSE') throw problem;
  console.error(`Port ${port} (${name}) is in use: stop what uses it, or start with ${variable}=<another port>.`);
  process.exit(1);
};
server.on('error', portTaken('demo pages', PORT, 'PORT'));

await startApi({
  port: API_PORT,
  allowedOrigins: [`http://localhost:${PORT}`, `http://127.0.0.1:${PORT}`],
  databaseFile: join(ROOT, 'demo', 'data', 'reference-api.sqlite'),
  fault: process.env.API_FAULT,
}).catch(portTaken('reference API', API_PORT, 'API_PORT'));
const PAGES = [
  ['Both widgets on one page', '/'],
  ['CMS article with the Drinking Check', '/demo/article.html'],
  ['Partner brand page (widget mode)', '/demo/partner.html'],
  ['Content-block page', '/demo/content-block.html'],
  ['One-file builds by plain script tags', '/demo/one-file.html'],
  ['Mobile app WebView simulation', '/demo/webview.html'],
  ['Saved assessments', '/demo/assessments.html'],
];

server.listen(PORT, '127.0.0.1', () => {
  for (const [name, path] of PAGES) console.log(`${name.padEnd(40)} http://localhost:${PORT}${path}`);
  console.log(`Reference API: http://localhost:${API_PORT}/ (saved assessments: http://localhost:${API_PORT}/tools/v1/selfassessment)`);
});
