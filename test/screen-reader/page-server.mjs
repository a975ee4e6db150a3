// The pages the walk reads: test/screen-reader/pages/ and the built dist/, on a free port.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = { '/pages/': join(import.meta.dirname, 'pages'), '/dist/': join(ROOT, 'dist') };
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css' };

export async function startPages() {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const prefix = Object.keys(FOLDERS).find((start) => path.startsWith(start));
    const file = prefix && normalize(join(FOLDERS[prefix], path.slice(prefix.length)));
    const body = file?.startsWith(FOLDERS[prefix]) ? await readFile(file).catch(() => undefined) : undefined;
    if (body === undefined) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    response.end(body);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((done) => (server.closeAllConnections(), server.close(done))),
  };
}
