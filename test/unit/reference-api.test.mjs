// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { startApi } from '../../demo/api/server.mjs';
import { openStore } from '../../demo/api/store.mjs';
import { startDemo } from '../../demo/serve.mjs';

const PAGE_ORIGIN = 'http://localhost:8080';
const folder = mkdtempSync(join(tmpdir(), 'reference-api-'));
const databaseFile = join(folder, 'test.sqlite');
const slowMs = 300;
let api;
let base;

const start = async () => {
  api = await startApi({ port: 0, allowedOrigins: [PAGE_ORIGIN], databaseFile, slowMs });
  base = `http://127.0.0.1:${api.server.address().port}`;
};
const stop = () => new Promise((resolve) => api.server.close(resolve));
const save = (body, headers = {}) =>
  fetch(`${base}/tools/v1/selfassessment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const list = async (query = '') => (await fetch(`${base}/tools/v1/selfassessment${query}`)).json();

const assessment = { totalScore: 12, triage: 6, frequencyScore: 2, bingeFrequencyScore: 2, unitNumberScore: 2, riskLevel: 'Increasing', age: 34, sex: 1, brand: 'demo', campaign: 'spring', emailMyResults: false };

describe('the reference API', () => {
  beforeAll(start);
  afterAll(async () => {
    await stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('stores an assessment and lists it in the SelfAssessmentResult shape', async () => {
    const response = await save(assessment);
    expect(response.status).toBe(200);
    const page = await list();
    expect(page).toMatchObject({ page: 1, totalResults: 1, totalPages: 1 });
    expect(page.assessments[0]).toMatchObject({ total: 12, triage: 6, frequency: 2, riskLevel: 'Increasing', age: 34, sex: 1, brand: 'demo' });
  });

  it('stores a save retried with the same Idempotency-Key once', async () => {
    const before = (await list()).totalResults;
    await save(assessment, { 'Idempotency-Key': 'same-save' });
    await save(assessment, { 'Idempotency-Key': 'same-save' });
    expect((await list()).totalResults).toBe(before + 1);
  });

  it.each([
    [{ totalScore: 256 }, 'totalScore'],
    [{ guiltScore: -1 }, 'guiltScore'],
    [{ age: 3.5 }, 'age'],
    [{ riskLevel: 'Catastrophic' }, 'riskLevel'],
    [{ postcode: 'SW1A 1AA EXTRA' }, 'postcode'],
    [{ brand: 'x'.repeat(101) }, 'brand'],
    [{ emailMyResults: 'yes' }, 'emailMyResults'],
    [{ favouriteDrink: 'gin' }, 'favouriteDrink'],
  ])('answers 400 with the BadRequest shape for %j', async (body, member) => {
    const response = await save(body);
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors[0].memberNames).toEqual([member]);
    expect(typeof errors[0].errorMessage).toBe('string');
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await save('{"totalScore": 3,');
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].memberNames).toEqual(['body']);
  });

  it.each(['?page=0', '?page=x', '?resultsPerPage=21', '?resultsPerPage=-1'])('answers 400 to paging %s', async (query) => {
    const response = await fetch(`${base}/tools/v1/selfassessment${query}`);
    expect(response.status).toBe(400);
  });

  it('pages with at most 20 a page and allows 0', async () => {
    expect((await list('?resultsPerPage=0')).assessments).toEqual([]);
    expect((await list('?page=99')).assessments).toEqual([]);
  });

  it('allows CORS for the demo origin only', async () => {
    const preflight = (origin) =>
      fetch(`${base}/tools/v1/selfassessment`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
    const allowed = await preflight(PAGE_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    const refused = await preflight('https://elsewhere.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBe(null);
  });

  it('records calculator usage', async () => {
    const before = api.store.calculatorUsageCount();
    expect((await fetch(`${base}/tools/v1/unitcaloriecalculator`, { method: 'POST', headers: { ClientID: 'web' } })).status).toBe(200);
    expect(api.store.calculatorUsageCount()).toBe(before + 1);
  });

  it('answers the dictionary with a value or null per key', async () => {
    const response = await fetch(`${base}/content/v1/dictionary`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ Keys: ['dc.overview.title', 'no.such.key'] }) });
    const entries = await response.json();
    expect(entries[0].Value).toBe('How does your drinking affect your health?');
    expect(entries[1]).toEqual({ Key: 'no.such.key', Value: null });
  });

  it('records the ClientID and whether a bearer token came with a save, never the token', async () => {
    const token = 'eyJhbGciOiJub25lIn0.eyJuYW1lIjoiU2FtIn0.sig';
    await save(assessment, { ClientID: 'partner-1', Authorization: `Bearer ${token}`, 'Idempotency-Key': 'signed-in-save' });
    await save(assessment, { 'Idempotency-Key': 'anonymous-save' });
    const stored = api.store.storedAssessments();
    expect(stored.find((a) => a.idempotencyKey === 'signed-in-save')).toMatchObject({ clientId: 'partner-1', signedIn: true, total: 12 });
    expect(stored.find((a) => a.idempotencyKey === 'anonymous-save')).toMatchObject({ clientId: null, signedIn: false });
    const logged = api.requests.filter((r) => r.idempotencyKey === 'signed-in-save');
    expect(logged).toEqual([expect.objectContaining({ method: 'POST', path: '/tools/v1/selfassessment', status: 200, clientId: 'partner-1', bearer: true })]);
    expect(JSON.stringify(api.requests)).not.toContain(token);
  });

  it('answers 401 to an Authorization header that is not a bearer token', async () => {
    const response = await save(assessment, { Authorization: 'Basic dXNlcjpwYXNz' });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });

  it('answers the newsletter status only with a token', async () => {
    const status = (headers) => fetch(`${base}/users/v1/subscribe/status`, { headers });
    expect((await status({})).status).toBe(401);
    const signedIn = await status({ Authorization: 'Bearer a.b.c' });
    expect(await signedIn.json()).toEqual({ email: '', status: 'ContactNotFound' });
  });

  it('finds the binge-drinking articles and checks the search parameters', async () => {
    const found = await (await fetch(`${base}/search/v1/?taxonomy=1261,1262&take=20`)).json();
    expect(found.value[0]).toMatchObject({ Content: 'What binge drinking does to your body', ImageUrl: '/demo/media/article.svg' });
    for (const query of ['take=x', 'skip=-1', 'exclusivecategorylogic=maybe', `query=${'q'.repeat(101)}`]) {
      expect((await fetch(`${base}/search/v1/?${query}`)).status, query).toBe(400);
    }
  });

  it('answers the generic drinks and the popular drinks in the shapes of spec section 3', async () => {
    const generic = await (await fetch(`${base}/drinks/v1/generic`)).json();
    expect(generic.categories.map((c) => c.title)).toEqual(['Beer', 'Cider', 'Wine', 'Spirits']);
    expect(generic.categories[0].drinks[0].measures[0]).toEqual({ measureId: 'pint', title: 'Pint', litres: 0.568, default: true, rank: 0 });
    const popular = await (await fetch(`${base}/data/v1/calories`)).json();
    expect(popular.Drinks[0]).toEqual({ Name: 'Beer', Abv: 4, MeasureLitres: 0.568, MeasureDescription: 'Pint', Calories: 244 });
  });

  it('keeps saved assessments across a restart', async () => {
    const before = (await list()).totalResults;
    await stop();
    await start();
    expect((await list()).totalResults).toBe(before);
  });

  describe('fault modes', () => {
    const fault = (mode) => fetch(`${base}/__fault?mode=${mode}`, { method: 'POST' });
    afterAll(() => fault('none'));

    it.each([
      ['503', 503, '1'],
      ['429', 429, '1'],
      ['500', 500, null],
    ])('answers %s', async (mode, status, retryAfter) => {
      await fault(mode);
      const response = await fetch(`${base}/drinks/v1/generic`);
      expect(response.status).toBe(status);
      expect(response.headers.get('retry-after')).toBe(retryAfter);
    });

    it('answers errors as plain text with CORS for the demo origin, so the page can read Retry-After', async () => {
      await fault('503');
      const response = await fetch(`${base}/tools/v1/selfassessment`, { headers: { Origin: PAGE_ORIGIN } });
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(response.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN);
      expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After');
    });

    it('holds every answer in slow mode', async () => {
      await fault('slow');
      const started = Date.now();
      expect((await fetch(`${base}/drinks/v1/generic`)).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(slowMs - 10);
    });

    it('refuses an unknown mode', async () => {
      expect((await fault('sometimes')).status).toBe(400);
    });

    it('answers a malformed body', async () => {
      await fault('malformed');
      const response = await fetch(`${base}/data/v1/calories`);
      await expect(response.json()).rejects.toThrow();
    });

    it('in 503-once stores the save, loses the answer, and stores the retry once', async () => {
      await fault('503-once');
      const before = (await list()).totalResults;
      const first = await save(assessment, { 'Idempotency-Key': 'lost-answer' });
      const retry = await save(assessment, { 'Idempotency-Key': 'lost-answer' });
      expect([first.status, first.headers.get('retry-after'), retry.status]).toEqual([503, '1', 200]);
      expect((await list()).totalResults).toBe(before + 1);
    });
  });
});

describe('the reference API store', () => {
  const folder = mkdtempSync(join(tmpdir(), 'reference-store-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('adds the columns a database from an earlier version lacks', async () => {
    const initSqlJs = createRequire(import.meta.url)('sql.js');
    const SQL = await initSqlJs();
    const old = new SQL.Database();
    old.run('CREATE TABLE assessments (id INTEGER PRIMARY KEY AUTOINCREMENT, created TEXT NOT NULL, idempotency_key TEXT UNIQUE, body TEXT NOT NULL)');
    old.run("INSERT INTO assessments (created, body) VALUES ('2026-01-01T00:00:00.000Z', '{\"totalScore\":5,\"riskLevel\":\"Low\"}')");
    const file = join(folder, 'old.sqlite');
    writeFileSync(file, old.export());
    const store = await openStore(file);
    store.saveAssessment({ totalScore: 9, riskLevel: 'Increasing' }, 'after-upgrade', { clientId: 'web', signedIn: true });
    expect(store.storedAssessments().map((a) => [a.total, a.clientId, a.signedIn])).toEqual([
      [5, null, false],
      [9, 'web', true],
    ]);
  });

  it('refuses to start with an unknown fault mode', async () => {
    await expect(startApi({ port: 0, allowedOrigins: [], databaseFile: join(folder, 'never.sqlite'), fault: 'sometimes' })).rejects.toThrow('Unknown fault mode');
  });
});

describe('startDemo (npm start and the e2e tests)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'demo-'));
  let demo;
  beforeAll(async () => {
    demo = await startDemo({ port: 0, apiPort: 0, databaseFile: join(folder, 'demo.sqlite') });
  });
  afterAll(async () => {
    await demo.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves the pages with the running API address and nothing outside demo/ and dist/', async () => {
    const article = await (await fetch(`${demo.pagesOrigin}/demo/article.html`)).text();
    expect(article).toContain(`api-base="${demo.apiOrigin}"`);
    expect(article).not.toContain('localhost:8081');
    expect(await (await fetch(`${demo.pagesOrigin}/demo/assessments.js`)).text()).toContain(`'${demo.apiOrigin}/tools/v1/selfassessment'`);
    expect((await fetch(`${demo.pagesOrigin}/`)).headers.get('content-type')).toContain('text/html');
    for (const path of ['/package.json', '/demo/../package.json', '/demo%2F..%2Fpackage.json', '/demo-other/x.html', '/demo/data/reference-api.sqlite']) {
      expect((await fetch(`${demo.pagesOrigin}${path}`)).status, path).toBe(404);
    }
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
    await demo.startApi();
    expect((await fetch(`${demo.apiOrigin}/drinks/v1/generic`)).status).toBe(200);
  });
});
