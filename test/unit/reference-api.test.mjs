// @vitest-environment node
// The reference API on PGlite (the embedded default), and the demo's page server beside it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../../demo/api/server.mjs';
import { ADMIN_LIST_PATH, startDemo } from '../../demo/serve.mjs';
import { rawExchange, rawRequest } from './raw-http.mjs';
import { assessment, describeReferenceApi, START_TIMEOUT } from './reference-api-suite.mjs';

const temporaryFolder = (prefix) => mkdtempSync(join(tmpdir(), prefix));

let folder;
describeReferenceApi({
  name: 'PGlite',
  open: () => ({ dataDir: join((folder = temporaryFolder('reference-api-')), 'pglite') }),
  drop: () => rmSync(folder, { recursive: true, force: true }),
});

describe('startApi', () => {
  it('refuses an unknown fault mode, a fault without the switch, a short admin key and a cap of no connections', async () => {
    const dataDir = join(tmpdir(), 'never-opened');
    await expect(startApi({ port: 0, allowedOrigins: [], dataDir, faults: true, fault: 'sometimes' })).rejects.toThrow(
      'Unknown fault mode',
    );
    await expect(startApi({ port: 0, allowedOrigins: [], dataDir, fault: '503' })).rejects.toThrow('needs faults enabled');
    await expect(startApi({ port: 0, allowedOrigins: [], dataDir, adminKey: 'short' })).rejects.toThrow('at least 16');
    await expect(startApi({ port: 0, allowedOrigins: [], dataDir, maxConnections: 0 })).rejects.toThrow('maxConnections');
    await expect(startApi({ port: 0, allowedOrigins: [], dataDir, maxPerAddress: 1.5 })).rejects.toThrow('maxPerAddress');
  });
});

describe('startDemo (npm start and the e2e tests)', () => {
  const folder = temporaryFolder('demo-');
  const timeouts = { headersMs: 400, requestMs: 800 };
  let demo;
  let pagesPort;
  let apiPort;
  beforeAll(async () => {
    demo = await startDemo({ port: 0, apiPort: 0, dataDir: join(folder, 'pglite'), timeouts });
    pagesPort = Number(new URL(demo.pagesOrigin).port);
    apiPort = Number(new URL(demo.apiOrigin).port);
  }, START_TIMEOUT);
  afterAll(async () => {
    await demo.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves the pages with the running API address and nothing outside demo/ and dist/', async () => {
    const article = await (await fetch(`${demo.pagesOrigin}/demo/article.html`)).text();
    expect(article).toContain(`api-base="${demo.apiOrigin}"`);
    expect(article).not.toContain('localhost:8081');
    expect((await fetch(`${demo.pagesOrigin}/`)).headers.get('content-type')).toContain('text/html');
    for (const path of [
      '/package.json',
      '/demo/../package.json',
      '/demo%2F..%2Fpackage.json',
      '/demo-other/x.html',
      '/demo/data/pglite/PG_VERSION',
    ]) {
      expect((await fetch(`${demo.pagesOrigin}${path}`)).status, path).toBe(404);
    }
  });

  // The API never decodes a path (an escape that does not decode is an unknown path: 404); both parse the URL.
  it.each([
    ['/%', 404],
    ['/%E0%A4%A', 404],
    ['http://[', 400],
  ])('answers 400 to GET %s on the page server (the API: %i), and both go on answering', async (target, fromApi) => {
    const get = (port) => rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(await get(pagesPort)).toMatch(/^HTTP\/1\.1 400 /);
    expect(await get(apiPort)).toMatch(new RegExp(`^HTTP/1\\.1 ${fromApi} `));
    expect((await fetch(`${demo.pagesOrigin}/demo/article.html`)).status).toBe(200);
    expect((await fetch(`${demo.apiOrigin}/drinks/v1/generic`)).status).toBe(200);
  });

  it.each([
    ['headers that never end', 'GET / HTTP/1.1\r\nHost: localhost\r\n'],
    [
      'a body that never ends',
      'POST /tools/v1/selfassessment HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"tot',
    ],
  ])('closes a connection with %s after its deadline (408), on both servers', async (_, text) => {
    const exchanges = await Promise.all([pagesPort, apiPort].map((port) => rawExchange(port, text, 5000)));
    for (const { received, closed, afterMs } of exchanges) {
      expect(closed).toBe(true);
      expect(afterMs).toBeLessThan(timeouts.requestMs + 1000);
      // The page server answers a POST 404 at once without reading its body, then times the body out too.
      expect(received).toMatch(/HTTP\/1\.1 408 Request Timeout\r\nConnection: close\r\n\r\n$/);
    }
  });

  it('lists the saves for the saved-assessments page with the admin key it keeps from the page', async () => {
    await fetch(`${demo.apiOrigin}/tools/v1/selfassessment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(assessment),
    });
    const script = await (await fetch(`${demo.pagesOrigin}/demo/assessments.js`)).text();
    expect(script).toContain(`'${ADMIN_LIST_PATH}'`);
    const listed = await fetch(`${demo.pagesOrigin}${ADMIN_LIST_PATH}?page=1&resultsPerPage=20`);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toMatchObject({
      page: 1,
      totalResults: 1,
      assessments: [expect.objectContaining({ total: 12 })],
    });
    expect((await fetch(`${demo.pagesOrigin}${ADMIN_LIST_PATH}?page=0`)).status).toBe(400);
    expect((await fetch(`${demo.apiOrigin}/tools/v1/selfassessment`)).status).toBe(401);
  });

  it('lists only under its own host names (a DNS-rebinding page gets 403)', async () => {
    const answer = await rawRequest(
      pagesPort,
      `GET ${ADMIN_LIST_PATH} HTTP/1.1\r\nHost: attacker.example:${pagesPort}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
  });

  it('lets both page origins (localhost and 127.0.0.1) call the API', async () => {
    for (const origin of [demo.pagesOrigin, demo.otherPagesOrigin]) {
      const response = await fetch(`${demo.apiOrigin}/drinks/v1/generic`, { headers: { Origin: origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('stops the API so nothing listens on its port, and starts it again there', async () => {
    await demo.stopApi();
    await expect(fetch(`${demo.apiOrigin}/drinks/v1/generic`)).rejects.toThrow();
    expect((await fetch(`${demo.pagesOrigin}${ADMIN_LIST_PATH}`)).status).toBe(502);
    await demo.startApi();
    expect((await fetch(`${demo.apiOrigin}/drinks/v1/generic`)).status).toBe(200);
  });
});
