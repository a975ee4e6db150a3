// A tiny static server for the bench: dist/, the bench bundles and the bench pages, gzipped
// (level 9, as `npm run size` counts) with a Content-Length, on a free port of 127.0.0.1.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = { js: 'text/javascript; charset=utf-8', html: 'text/html; charset=utf-8' };

/**
 * `routes`: URL path prefix -> folder on disk; `pages`: URL path -> HTML text.
 * Returns { origin, close }.
 */
export async function startServer({ routes, pages }) {
  // Compressed once: the server's own gzip time is not part of what a page load measures.
  const gzipped = new Map();
  const compress = (key, body) => {
    if (!gzipped.has(key)) gzipped.set(key, gzipSync(body, { level: 9 }));
    return gzipped.get(key);
  };
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    try {
      let body;
      if (pages[path] !== undefined) body = Buffer.from(pages[path]);
      else {
        const prefix = Object.keys(routes).find((p) => path.startsWith(p));
        if (!prefix) throw new Error('not served');
        const folder = resolve(routes[prefix]);
        const file = resolve(folder, `.${path.slice(prefix.length - 1)}`);
        if (!file.startsWith(folder + sep)) throw new Error('outside');
        body = await readFile(file);
      }
      const zipped = compress(path, body);
      response.writeHead(200, {
        'Content-Type': TYPES[path.split('.').pop()] ?? TYPES.html,
        'Content-Encoding': 'gzip',
        'Content-Length': zipped.length,
        'Cache-Control': 'no-store',
      });
      response.end(zipped);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => server.close(done)) };
}
