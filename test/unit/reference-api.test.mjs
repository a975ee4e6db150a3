// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../../demo/api/server.mjs';

const PAGE_ORIGIN = 'http://localhost:8080';
const folder = mkdtempSync(join(tmpdir(), 'reference-api-'));
const databaseFile = join(folder, 'test.sqlite');
let api;
let base;

const start = async () => {
  api = await startApi({ port: 0, allowedOrigins: [PAGE_ORIGIN], databaseFile });
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
    expect(entries[0].Value).toContain('reference API');
    expect(entries[1]).toEqual({ Key: 'no.such.key', Value: null });
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
