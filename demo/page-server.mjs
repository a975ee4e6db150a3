// The demo page server: the pages, the built widgets and CMS kits from demo/, dist/ and cms/ (nothing else), with
// the running API's address written over the one in the pages, and the saved-assessments page's
// list asked of the API with the admin key. Every URL parse and decode is guarded (400), with
// header and body deadlines (http-guards.mjs).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { ADMIN_KEY_HEADER } from './api/server.mjs';
import { decodePath, requestUrl, serverOptions } from './http-guards.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/** The API address written in the demo pages; served pages get the running API's address instead. */
export const WRITTEN_API_ORIGIN = 'http://localhost:8081';
/**
 * The saved-assessments page asks the page server, which asks the API with the admin key: the key
 * stays in the servers, never in a page. See docs/decisions/0182-admin-key-for-the-saved-list.md.
 */
export const ADMIN_LIST_PATH = '/admin/tools/v1/selfassessment';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
};
/** cms/: the kits, whose form the tag builder page uses. */
const SERVED = ['demo', 'dist', 'cms'];
/** The reference API's database lives in demo/data/: never served. */
const NOT_SERVED = ['demo/data'];
const REWRITTEN = ['.html', '.js'];

const sendText = (response, status, text) =>
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);

/** `api()`: { origin, adminKey } of the running API; `hosts()`: the Host names this server answers as. */
export function createPageServer({ api, hosts, timeouts }) {
  async function answer(request, response) {
    const url = requestUrl(request);
    const wanted = url && (url.pathname === '/' ? '/demo/index.html' : decodePath(url.pathname));
    if (wanted === undefined) return sendText(response, 400, 'Bad request');
    if (url.pathname === '/favicon.ico') return response.writeHead(204).end();
    if (url.pathname === ADMIN_LIST_PATH) return listForTheAdminPage(request, response, url);
    const file = normalize(join(ROOT, wanted));
    const inside = (folder) => file.startsWith(join(ROOT, folder) + '/');
    if (!['GET', 'HEAD'].includes(request.method ?? '') || !SERVED.some(inside) || NOT_SERVED.some(inside))
      return sendText(response, 404, 'Not found');
    let body = await readFile(file).catch(() => undefined);
    if (body === undefined) return sendText(response, 404, 'Not found');
    if (file.startsWith(join(ROOT, 'demo') + '/') && REWRITTEN.includes(extname(file))) {
      body = body.toString('utf8').replaceAll(WRITTEN_API_ORIGIN, api().origin);
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    response.end(body);
  }

  /**
   * GET ADMIN_LIST_PATH?page=&resultsPerPage=: the API's paged list, asked with the admin key.
   * Only under this server's own names (a Host elsewhere is a DNS-rebinding page: 403).
   */
  async function listForTheAdminPage(request, response, url) {
    if (request.method !== 'GET') return sendText(response, 404, 'Not found');
    if (!hosts().includes(request.headers.host ?? '')) return sendText(response, 403, 'Forbidden');
    const { origin, adminKey } = api();
    const query = new URLSearchParams();
    for (const name of ['page', 'resultsPerPage'])
      if (url.searchParams.has(name)) query.set(name, url.searchParams.get(name) ?? '');
    try {
      const upstream = await fetch(`${origin}/tools/v1/selfassessment?${query}`, {
        headers: { [ADMIN_KEY_HEADER]: adminKey },
        signal: AbortSignal.timeout(10_000),
      });
      response.writeHead(upstream.status, {
        'Content-Type': upstream.headers.get('content-type') ?? 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      sendText(response, 502, 'The reference API did not answer.');
    }
  }

  return createServer(serverOptions(timeouts), (request, response) => {
    answer(request, response).catch((problem) => {
      console.error('Demo page server error:', problem);
      if (!response.headersSent) sendText(response, 500, 'Internal error');
      else response.destroy();
    });
  });
}
