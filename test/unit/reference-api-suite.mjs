// The reference API's behaviour, run once per storage engine: PGlite (reference-api.test.mjs) and
// a PostgreSQL server (reference-api-server.test.mjs). `backend`: { name, open() -> store options,
// drop() } where open() gives a fresh, empty database each time it is called first.
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONNECTION_LIMITS } from '../../demo/api/connections.mjs';
import { openDatabase } from '../../demo/api/database.mjs';
import { migrate, MIGRATIONS } from '../../demo/api/migrations.mjs';
import { startApi } from '../../demo/api/server.mjs';
import { TIMEOUTS } from '../../demo/http-guards.mjs';
import { isStoredRecordOf } from '../../src/platform/api/stored-record.ts';
import { rawExchange, rawRequest, sendInPieces } from './raw-http.mjs';
import { assessment, SAVES_REFUSED, SAVES_STORED } from './reference-api-saves.mjs';
import { openSilentSockets, waitFor } from './silent-sockets.mjs';
import { openTricklingRequests } from './trickling-requests.mjs';

export { assessment };

export const PAGE_ORIGIN = 'http://localhost:8080';
export const ADMIN_KEY = 'test-admin-key-0123456789';
const SLOW_MS = 300;
/** PGlite's first start builds a database (initdb in WASM): seconds on a busy machine. */
export const START_TIMEOUT = 90_000;

export function describeReferenceApi(backend) {
  describe(`the reference API on ${backend.name}`, () => {
    let api;
    let base;
    let storeOptions;
    const start = async (options = {}) => {
      api = await startApi({
        port: 0,
        allowedOrigins: [PAGE_ORIGIN],
        ...storeOptions,
        adminKey: ADMIN_KEY,
        faults: true,
        slowMs: SLOW_MS,
        ...options,
      });
      base = `http://127.0.0.1:${api.server.address().port}`;
    };
    const restart = async (options) => {
      await api.close();
      await start(options);
    };
    const post = (path, body, headers = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
      });
    const save = (body, headers) => post('/tools/v1/selfassessment', body, headers);
    const list = async (query = '') =>
      (await fetch(`${base}/tools/v1/selfassessment${query}`, { headers: { 'X-Admin-Key': ADMIN_KEY } })).json();
    const storedWithKey = async (key) => (await api.store.storedAssessments()).filter((a) => a.idempotencyKey === key);
    const expectBadRequest = async (response, status, member) => {
      expect(response.status).toBe(status);
      const { errors } = await response.json();
      expect(errors[0].memberNames).toEqual([member]);
      expect(typeof errors[0].errorMessage).toBe('string');
    };

    beforeAll(async () => {
      storeOptions = await backend.open();
      await start();
    }, START_TIMEOUT);
    afterAll(async () => {
      await api?.close();
      await backend.drop();
    });

    it('stores an assessment and lists it in the SelfAssessmentResult shape', async () => {
      const response = await save(assessment);
      expect(response.status).toBe(200);
      const record = await response.json();
      expect(record).toMatchObject({
        total: 12,
        riskLevel: 'Increasing',
        created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      // What the widget counts as stored (docs/decisions/0290-stored-means-the-stored-record.md).
      expect(isStoredRecordOf(assessment, record)).toBe(true);
      const page = await list();
      expect(page).toMatchObject({ page: 1, totalResults: 1, totalPages: 1 });
      expect(page.assessments[0]).toMatchObject({
        total: 12,
        triage: 6,
        frequency: 2,
        riskLevel: 'Increasing',
        age: 34,
        sex: 1,
        brand: 'demo',
      });
    });

    it('stores a save retried with the same Idempotency-Key once, and answers the first record again', async () => {
      const first = await (await save(assessment, { 'Idempotency-Key': 'same-save' })).json();
      // The same body with its fields in another order is the same save.
      const reordered = Object.fromEntries(Object.entries(assessment).reverse());
      const retry = await save(reordered, { 'Idempotency-Key': 'same-save' });
      expect(retry.status).toBe(200);
      expect(await retry.json()).toEqual(first);
      expect(await storedWithKey('same-save')).toHaveLength(1);
    });

    it('keeps the whole key: keys that share their first 150 characters are two saves', async () => {
      const stem = 'k'.repeat(150);
      for (const key of [`${stem}-a`, `${stem}-b`]) expect((await save(assessment, { 'Idempotency-Key': key })).status).toBe(200);
      expect((await storedWithKey(`${stem}-a`)).length + (await storedWithKey(`${stem}-b`)).length).toBe(2);
    });

    it('answers 422 in the BadRequest shape to a reused key with a different body, and keeps the first', async () => {
      await save(assessment, { 'Idempotency-Key': 'reused-key' });
      await expectBadRequest(
        await save({ ...assessment, brand: 'another' }, { 'Idempotency-Key': 'reused-key' }),
        422,
        'Idempotency-Key',
      );
      expect((await storedWithKey('reused-key')).map((a) => a.brand)).toEqual(['demo']);
    });

    it('stores ten simultaneous tries of one save once, each answered with the same record', async () => {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => save(assessment, { 'Idempotency-Key': 'racing-tries' })),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(new Set(await Promise.all(answers.map(async (r) => (await r.json()).id))).size).toBe(1);
      expect(await storedWithKey('racing-tries')).toHaveLength(1);
    });

    it.each([
      ['201 characters', 'k'.repeat(201)],
      ['a space', 'two words'],
    ])('answers 400 to an Idempotency-Key of %s', async (_, key) => {
      await expectBadRequest(await save(assessment, { 'Idempotency-Key': key }), 400, 'Idempotency-Key');
    });

    it.each([
      [{ brand: 'x'.repeat(101) }, 'brand'],
      [{ brand: 'nul\u0000byte' }, 'brand'],
      [{ campaign: 'lone \ud800 surrogate' }, 'campaign'],
      [{ name: 'line\nbreak' }, 'name'],
      [{ postcode: 'SW1A 1AA EXTRA' }, 'postcode'],
      [{ emailMyResults: 'yes' }, 'emailMyResults'],
      [{ favouriteDrink: 'gin' }, 'favouriteDrink'],
    ])('answers 400 with the BadRequest shape for a save with %j', async (change, member) => {
      await expectBadRequest(await save({ ...assessment, ...change }), 400, member);
    });

    describe("saves checked by the widget's rules (spec section 5)", () => {
      it.each(SAVES_REFUSED)('refuses %s, naming each problem, and stores nothing', async (_, body, problems) => {
        const key = `refused-${randomUUID()}`;
        const response = await save(body, { 'Idempotency-Key': key });
        expect(response.status).toBe(400);
        const { errors } = await response.json();
        expect(errors.map((e) => e.memberNames)).toEqual(problems.map(([member]) => [member]));
        errors.forEach((e, i) => expect(e.errorMessage).toMatch(problems[i][1]));
        expect(await storedWithKey(key)).toEqual([]);
      });

      it.each(SAVES_STORED)('stores %s, as the widget makes it', async (_, body) => {
        const key = `stored-${randomUUID()}`;
        const response = await save(body, { 'Idempotency-Key': key });
        expect(response.status).toBe(200);
        const [stored] = await storedWithKey(key);
        expect(stored).toMatchObject({
          total: body.totalScore,
          triage: body.triage,
          riskLevel: body.riskLevel,
          age: body.age,
          sex: body.sex,
          genderIdentity: body.genderIdentity,
        });
      });
    });

    it('answers 400 to malformed JSON and to a body that is not UTF-8, 413 to one over 100 KB', async () => {
      await expectBadRequest(await save('{"totalScore": 3,'), 400, 'body');
      await expectBadRequest(await save(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d])), 400, 'body');
      await expectBadRequest(await save(JSON.stringify({ brand: 'x'.repeat(100_001) })), 413, 'body');
    });

    it('keeps "Zoë Café" whole when the body arrives a byte at a time', async () => {
      const body = Buffer.from(JSON.stringify({ ...assessment, brand: 'Zoë Café' }));
      const answer = await sendInPieces(base, '/tools/v1/selfassessment', body, {
        'Content-Type': 'application/json',
        'Idempotency-Key': 'one-byte-at-a-time',
      });
      expect(answer.status).toBe(200);
      expect((await storedWithKey('one-byte-at-a-time'))[0].brand).toBe('Zoë Café');
    });

    it('takes writes only as application/json (415 otherwise), and the bodiless usage call as the widget sends it', async () => {
      const before = (await list()).totalResults;
      await expectBadRequest(await save(JSON.stringify(assessment), { 'Content-Type': 'text/plain' }), 415, 'Content-Type');
      await expectBadRequest(
        await fetch(`${base}/tools/v1/selfassessment`, { method: 'POST', body: new Blob([JSON.stringify(assessment)]) }),
        415,
        'Content-Type',
      );
      await expectBadRequest(
        await post('/tools/v1/unitcaloriecalculator', 'x', { 'Content-Type': 'text/plain' }),
        415,
        'Content-Type',
      );
      expect((await list()).totalResults).toBe(before);
      expect(
        (await fetch(`${base}/tools/v1/unitcaloriecalculator`, { method: 'POST', headers: { ClientID: 'web' } })).status,
      ).toBe(200);
    });

    it('refuses a write from a page on another site (403) and stores nothing', async () => {
      const before = (await list()).totalResults;
      expect((await save(assessment, { Origin: 'https://elsewhere.example' })).status).toBe(403);
      expect(
        (
          await fetch(`${base}/tools/v1/unitcaloriecalculator`, {
            method: 'POST',
            headers: { Origin: 'https://elsewhere.example' },
          })
        ).status,
      ).toBe(403);
      expect((await list()).totalResults).toBe(before);
      expect((await save(assessment, { Origin: PAGE_ORIGIN })).status).toBe(200);
    });

    it('allows CORS for the demo origin only', async () => {
      const preflight = (origin) =>
        fetch(`${base}/tools/v1/selfassessment`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        });
      const allowed = await preflight(PAGE_ORIGIN);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN);
      expect(allowed.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
      const refused = await preflight('https://elsewhere.example');
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBe(null);
    });

    it('records calculator usage', async () => {
      const before = await api.store.calculatorUsageCount();
      expect(
        (await fetch(`${base}/tools/v1/unitcaloriecalculator`, { method: 'POST', headers: { ClientID: 'web' } })).status,
      ).toBe(200);
      expect(await api.store.calculatorUsageCount()).toBe(before + 1);
    });

    it('answers the dictionary with a value or null per key, for at most 100 keys (spec section 5)', async () => {
      const response = await post('/content/v1/dictionary', { Keys: ['dc.overview.title', 'no.such.key'] });
      const entries = await response.json();
      expect(entries[0]).toEqual({ Key: 'dc.overview.title', Value: 'How does your drinking affect your health?' });
      expect(entries[1]).toEqual({ Key: 'no.such.key', Value: null });
      const keys = (n) => ({ Keys: Array.from({ length: n }, (_, i) => `key.${i}`) });
      expect((await post('/content/v1/dictionary', keys(100))).status).toBe(200);
      await expectBadRequest(await post('/content/v1/dictionary', keys(101)), 400, 'Keys');
    });

    it('records the ClientID and whether a bearer token came with a save, never the token', async () => {
      const token = 'eyJhbGciOiJub25lIn0.eyJuYW1lIjoiU2FtIn0.sig';
      await save(assessment, { ClientID: 'partner-1', Authorization: `Bearer ${token}`, 'Idempotency-Key': 'signed-in-save' });
      await save(assessment, { 'Idempotency-Key': 'anonymous-save' });
      expect((await storedWithKey('signed-in-save'))[0]).toMatchObject({ clientId: 'partner-1', signedIn: true, total: 12 });
      expect((await storedWithKey('anonymous-save'))[0]).toMatchObject({ clientId: null, signedIn: false });
      const logged = api.requests.filter((r) => r.idempotencyKey === 'signed-in-save');
      expect(logged).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/tools/v1/selfassessment',
          status: 200,
          clientId: 'partner-1',
          bearer: true,
        }),
      ]);
      expect(JSON.stringify(api.requests)).not.toContain(token);
    });

    it('answers 401 to an Authorization header that is not a bearer token', async () => {
      const response = await save(assessment, { Authorization: 'Basic dXNlcjpwYXNz' });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toContain('text/plain');
    });

    it('keeps feedback on the results as the users service does (202), and refuses an empty or overlong review', async () => {
      const review = 'Clear, thank you.\nThe tips on drink-free days helped.';
      expect((await post('/users/v1/feedback', { Review: review }, { ClientID: 'web-1' })).status).toBe(202);
      expect((await api.store.storedFeedback()).at(-1)).toEqual({ review, clientId: 'web-1' });
      await expectBadRequest(await post('/users/v1/feedback', { Review: ' ' }), 400, 'Review');
      await expectBadRequest(await post('/users/v1/feedback', { Review: 'x'.repeat(1001) }), 400, 'Review');
      await expectBadRequest(await post('/users/v1/feedback', { Review: 'nul\u0000' }), 400, 'Review');
    });

    it('answers the newsletter status only with a token', async () => {
      const status = (headers) => fetch(`${base}/users/v1/subscribe/status`, { headers });
      expect((await status({})).status).toBe(401);
      const signedIn = await status({ Authorization: 'Bearer a.b.c' });
      expect(await signedIn.json()).toEqual({ email: '', status: 'ContactNotFound' });
    });

    it('finds the binge-drinking articles and checks the search parameters', async () => {
      const found = await (await fetch(`${base}/search/v1/?taxonomy=1261,1262&take=20`)).json();
      expect(found.value[0]).toMatchObject({
        Content: 'What binge drinking does to your body',
        ImageUrl: '/demo/media/article.svg',
      });
      for (const query of ['take=x', 'skip=-1', 'exclusivecategorylogic=maybe', `query=${'q'.repeat(101)}`]) {
        expect((await fetch(`${base}/search/v1/?${query}`)).status, query).toBe(400);
      }
    });

    it('answers the generic drinks and the popular drinks in the shapes of spec section 3', async () => {
      const generic = await (await fetch(`${base}/drinks/v1/generic`)).json();
      expect(generic.categories.map((c) => c.title)).toEqual(['Beer', 'Cider', 'Wine', 'Spirits']);
      expect(generic.categories[0].drinks[0].measures[0]).toEqual({
        measureId: 'pint',
        title: 'Pint',
        litres: 0.568,
        default: true,
        rank: 0,
      });
      const popular = await (await fetch(`${base}/data/v1/calories`)).json();
      expect(popular.Drinks[0]).toEqual({
        Name: 'Beer',
        Abv: 4,
        MeasureLitres: 0.568,
        MeasureDescription: 'Pint',
        Calories: 244,
      });
    });

    it('lists only with the admin key', async () => {
      expect((await fetch(`${base}/tools/v1/selfassessment`)).status).toBe(401);
      expect((await fetch(`${base}/tools/v1/selfassessment`, { headers: { 'X-Admin-Key': `${ADMIN_KEY}x` } })).status).toBe(401);
      expect((await fetch(`${base}/tools/v1/selfassessment`, { headers: { 'X-Admin-Key': ADMIN_KEY } })).status).toBe(200);
    });

    it.each([
      '?page=0',
      '?page=x',
      '?page=1e20',
      '?page=100000000000000000000',
      '?page=-1',
      '?page=1000000001',
      '?resultsPerPage=21',
      '?resultsPerPage=-1',
    ])('answers 400, never 500, to paging %s', async (query) => {
      await expectBadRequest(
        await fetch(`${base}/tools/v1/selfassessment${query}`, { headers: { 'X-Admin-Key': ADMIN_KEY } }),
        400,
        query.slice(1).split('=')[0],
      );
    });

    it('pages with at most 20 a page, allows 0, and answers an empty page past the end', async () => {
      expect((await list('?resultsPerPage=0')).assessments).toEqual([]);
      expect((await list('?page=1000000000')).assessments).toEqual([]);
    });

    it('answers 500 to a save the database did not commit, and stores the retry once', async () => {
      await api.store.query(
        `CREATE FUNCTION refuse_save() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`,
      );
      await api.store.query('CREATE TRIGGER refuse_save AFTER INSERT ON assessments FOR EACH ROW EXECUTE FUNCTION refuse_save()');
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failed = await save({ ...assessment, name: 'Sam Private' }, { 'Idempotency-Key': 'failed-write' });
      await api.store.query('DROP TRIGGER refuse_save ON assessments');
      await api.store.query('DROP FUNCTION refuse_save()');
      expect(failed.status).toBe(500);
      // Logged, without the person's answers.
      expect(logged).toHaveBeenCalledWith('Reference API error:', expect.stringContaining('disk full'));
      expect(JSON.stringify(logged.mock.calls)).not.toContain('Sam Private');
      expect(await storedWithKey('failed-write')).toEqual([]);
      expect((await save({ ...assessment, name: 'Sam Private' }, { 'Idempotency-Key': 'failed-write' })).status).toBe(200);
      expect(await storedWithKey('failed-write')).toHaveLength(1);
    });

    it(
      'keeps saved assessments across a restart',
      async () => {
        const before = (await list()).totalResults;
        await restart();
        expect((await list()).totalResults).toBe(before);
      },
      START_TIMEOUT,
    );

    it('answers 400 to a request line that does not parse, and goes on answering', async () => {
      const answer = await rawRequest(
        api.server.address().port,
        'GET http://[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect((await fetch(`${base}/drinks/v1/generic`)).status).toBe(200);
    });

    describe('fault modes', () => {
      const fault = (mode, headers = {}) => fetch(`${base}/__fault?mode=${mode}`, { method: 'POST', headers });
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
        const response = await fetch(`${base}/tools/v1/selfassessment`, {
          headers: { Origin: PAGE_ORIGIN, 'X-Admin-Key': ADMIN_KEY },
        });
        expect(response.headers.get('content-type')).toContain('text/plain');
        expect(response.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN);
        expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After');
      });

      it('holds every answer in slow mode', async () => {
        await fault('slow');
        const started = Date.now();
        expect((await fetch(`${base}/drinks/v1/generic`)).status).toBe(200);
        expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 10);
      });

      // Issue 37: the fault held a save before reading its body, so a client that left meanwhile lost it.
      it('in slow mode reads the body first: a save whose client leaves while it is held is stored', async () => {
        await fault('slow');
        const body = JSON.stringify(assessment);
        const socket = connect(api.server.address().port, '127.0.0.1');
        socket.on('error', () => undefined);
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(
          'POST /tools/v1/selfassessment HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            `Idempotency-Key: left-while-held\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
        await new Promise((resolve) => setTimeout(resolve, SLOW_MS / 3));
        socket.destroy();
        expect(await storedWithKey('left-while-held')).toHaveLength(0);
        await vi.waitFor(async () => expect(await storedWithKey('left-while-held')).toHaveLength(1), { timeout: SLOW_MS * 5 });
      });

      it('refuses an unknown mode, and a switch from a web page', async () => {
        expect((await fault('sometimes')).status).toBe(400);
        expect((await fault('500', { Origin: PAGE_ORIGIN })).status).toBe(403);
        expect((await fetch(`${base}/drinks/v1/generic`)).status).not.toBe(500);
      });

      it('answers a malformed body', async () => {
        await fault('malformed');
        const response = await fetch(`${base}/data/v1/calories`);
        await expect(response.json()).rejects.toThrow();
      });

      it('in 503-once stores the save, loses the answer, and stores the retry once', async () => {
        await fault('503-once');
        const first = await save(assessment, { 'Idempotency-Key': 'lost-answer' });
        const retry = await save(assessment, { 'Idempotency-Key': 'lost-answer' });
        expect([first.status, first.headers.get('retry-after'), retry.status]).toEqual([503, '1', 200]);
        expect(await storedWithKey('lost-answer')).toHaveLength(1);
      });
    });

    describe('started without faults or an admin key', () => {
      beforeAll(() => restart({ faults: false, adminKey: undefined }), START_TIMEOUT);
      afterAll(() => restart(), START_TIMEOUT);

      it('has no fault switch', async () => {
        expect((await fetch(`${base}/__fault?mode=503`, { method: 'POST' })).status).toBe(404);
        expect(() => api.setFault('503')).toThrow('not enabled');
      });

      it('keeps the list closed to every caller', async () => {
        expect((await fetch(`${base}/tools/v1/selfassessment`, { headers: { 'X-Admin-Key': ADMIN_KEY } })).status).toBe(403);
      });
    });

    describe('connection limits', () => {
      const IDLE_MS = 600;
      const KEEP_ALIVE_MS = 200;
      const CAP = 40;
      const SILENT = 300;
      const HELD_MS = 900;
      /** Node adds this to the keep-alive timeout it announces, against a client's race. */
      const NODE_KEEP_ALIVE_BUFFER_MS = 1000;
      const port = () => api.server.address().port;
      const fault = (mode) => fetch(`${base}/__fault?mode=${mode}`, { method: 'POST' });
      /** A save as the widget sends it: with the same key again when no answer came, up to three tries. */
      const saveAsTheWidget = async (key) => {
        for (let attempt = 1; ; attempt += 1) {
          try {
            return (await save(assessment, { 'Idempotency-Key': key })).status;
          } catch (failure) {
            if (attempt === 3) throw failure;
          }
        }
      };

      beforeAll(
        () =>
          restart({
            timeouts: { ...TIMEOUTS, idleMs: IDLE_MS, keepAliveMs: KEEP_ALIVE_MS },
            maxConnections: CAP,
            slowMs: HELD_MS,
          }),
        START_TIMEOUT,
      );
      afterAll(() => restart(), START_TIMEOUT);

      it(`closes ${SILENT} silent sockets within the idle timeout, holds no more than ${CAP}, and stores every save meanwhile`, async () => {
        const before = Array.from({ length: 5 }, (_, i) => `before-silence-${i}`);
        const during = Array.from({ length: 10 }, (_, i) => `during-silence-${i}`);
        expect(await Promise.all(before.map(saveAsTheWidget))).toEqual(Array(before.length).fill(200));
        const silent = await openSilentSockets(port(), SILENT);
        try {
          await waitFor(() => silent.open() <= CAP, 500);
          expect(silent.open()).toBeLessThanOrEqual(CAP);
          expect(silent.open()).toBeGreaterThan(CAP / 2);
          expect(await Promise.all(during.map(saveAsTheWidget))).toEqual(Array(during.length).fill(200));
          expect(await waitFor(silent.closed, IDLE_MS + 1000)).toBe(true);
          expect(Math.max(...silent.lifetimes())).toBeLessThan(IDLE_MS + 1000);
        } finally {
          silent.destroy();
        }
        for (const key of [...before, ...during]) expect(await storedWithKey(key), key).toHaveLength(1);
      });

      it('answers a save that takes longer than the idle timeout', async () => {
        await fault('slow');
        try {
          const started = Date.now();
          expect((await save(assessment, { 'Idempotency-Key': 'held-past-idle' })).status).toBe(200);
          expect(Date.now() - started).toBeGreaterThanOrEqual(HELD_MS - 10);
        } finally {
          await fault('none');
        }
        expect(await storedWithKey('held-past-idle')).toHaveLength(1);
      });

      it(`closes a new connection without an answer only when all ${CAP} are answering requests`, async () => {
        await fault('slow');
        try {
          const held = Array.from({ length: CAP }, () => fetch(`${base}/drinks/v1/generic`));
          await waitFor(() => api.connections.open === CAP, HELD_MS * 0.6);
          expect(api.connections.open).toBe(CAP);
          const refused = await rawExchange(
            port(),
            'GET /drinks/v1/generic HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
            HELD_MS / 2,
          );
          expect(refused).toMatchObject({ received: '', closed: true });
          expect((await Promise.all(held)).map((r) => r.status)).toEqual(Array(CAP).fill(200));
        } finally {
          await fault('none');
        }
        expect(await saveAsTheWidget('after-a-full-house')).toBe(200);
      });

      it('closes a kept-alive connection soon after its answer', async () => {
        const { received, closed, afterMs } = await rawExchange(
          port(),
          'GET /drinks/v1/generic HTTP/1.1\r\nHost: localhost\r\n\r\n',
          KEEP_ALIVE_MS + NODE_KEEP_ALIVE_BUFFER_MS + 2000,
        );
        expect(received).toMatch(/^HTTP\/1\.1 200 /);
        expect(closed).toBe(true);
        expect(afterMs).toBeLessThan(KEEP_ALIVE_MS + NODE_KEEP_ALIVE_BUFFER_MS + 500);
      });
    });

    // Issue 37: 2,100 connections trickling their bodies in made every other call fail for 22 s.
    describe('a client that trickles its requests in, on the default caps', () => {
      const TRICKLING = 2100;
      const SAVES = 20;
      const ANSWERED_WITHIN_MS = 2000;
      const port = () => api.server.address().port;
      /** Saves from 127.0.0.1, all at once, each with its own key: { status, ms, key }. */
      const timedSaves = (tag) =>
        Promise.all(
          Array.from({ length: SAVES }, async (_, n) => {
            const key = `${tag}-${n}`;
            const started = Date.now();
            const { status } = await save(assessment, { 'Idempotency-Key': key });
            return { status, ms: Date.now() - started, key };
          }),
        );
      const expectAnsweredAndStored = async (answers) => {
        expect(answers.map((answer) => answer.status)).toEqual(Array(SAVES).fill(200));
        expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(ANSWERED_WITHIN_MS);
        for (const { key } of answers) expect(await storedWithKey(key), key).toHaveLength(1);
      };

      it(`answers others' saves within 2 s and stores them all while one address trickles ${TRICKLING} requests`, async () => {
        const trickling = await openTricklingRequests(port(), TRICKLING, { addresses: ['127.0.0.2'] });
        try {
          // The API takes each connection a moment after the client has it.
          await waitFor(() => trickling.open() <= CONNECTION_LIMITS.maxPerAddress, 5000);
          expect(trickling.open()).toBe(CONNECTION_LIMITS.maxPerAddress);
          expect(api.connections.from('127.0.0.2')).toBe(CONNECTION_LIMITS.maxPerAddress);
          await expectAnsweredAndStored(await timedSaves('beside-one-greedy-address'));
        } finally {
          trickling.destroy();
        }
      }, 30_000);

      it(`answers others' saves within 2 s and stores them all while ${TRICKLING} trickling requests from 21 addresses fill the cap`, async () => {
        const addresses = Array.from({ length: 21 }, (_, n) => `127.0.0.${n + 2}`);
        const trickling = await openTricklingRequests(port(), TRICKLING, { addresses });
        try {
          await waitFor(() => trickling.open() <= CONNECTION_LIMITS.maxConnections, 5000);
          expect(api.connections.open).toBe(CONNECTION_LIMITS.maxConnections);
          await expectAnsweredAndStored(await timedSaves('beside-a-full-house'));
          // Each save's connection closed the one trickling longest, and no more.
          expect(trickling.open()).toBeGreaterThanOrEqual(CONNECTION_LIMITS.maxConnections - SAVES);
        } finally {
          trickling.destroy();
        }
      }, 30_000);
    });

    describe('schema migrations', () => {
      let db;
      beforeAll(async () => {
        await api.close();
        api = undefined;
        db = await openDatabase(storeOptions);
      }, START_TIMEOUT);
      afterAll(() => db?.close());

      it('applied each migration once across every start', async () => {
        expect(await db.query('SELECT version FROM schema_migrations ORDER BY version')).toEqual(
          MIGRATIONS.map(({ version }) => ({ version })),
        );
        expect(await migrate(db)).toEqual([]);
      });

      it('applies a new migration once, keeping the rows', async () => {
        const [{ rows }] = await db.query('SELECT count(*)::integer AS rows FROM assessments');
        const next = {
          version: MIGRATIONS.length + 1,
          name: 'a note',
          statements: ['ALTER TABLE assessments ADD COLUMN note text'],
        };
        expect(await migrate(db, [...MIGRATIONS, next])).toEqual([next.version]);
        expect(await migrate(db, [...MIGRATIONS, next])).toEqual([]);
        expect(await db.query('SELECT count(*)::integer AS rows, count(note)::integer AS notes FROM assessments')).toEqual([
          { rows, notes: 0 },
        ]);
      });
    });
  });
}
