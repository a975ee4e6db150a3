import { describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../src/platform/api/endpoints';
import { createHttpClient } from '../../../src/platform/api/http-client';
import { buildScorePayload } from '../../../src/core/audit';
import { createOutbox } from '../../../src/platform/api/save-outbox';
import { createSaves } from '../../../src/platform/api/saves';
import { createWarnings } from '../../../src/platform/host/warnings';
import { fakeFetch, header, memoryStorage, storedRecord, type Reply } from './fake-fetch';

const offlineDeps = {
  client: undefined,
  hasToken: () => false,
  saves: undefined,
  reportError: () => undefined,
  reportWarning: () => undefined,
};

function api(replies: Reply[], token?: string) {
  const fake = fakeFetch(...replies);
  const client = createHttpClient({
    apiBase: 'https://api.test',
    clientId: () => 'cid',
    token: () => token,
    signal: new AbortController().signal,
    sleep: async () => undefined,
    fetch: fake.fetch,
    cspBlocked: async () => false,
    lanes: {},
  });
  const warnings = createWarnings('drinking-check');
  const storage = memoryStorage();
  const outbox = createOutbox('aa:dc:outbox', () => storage);
  const saves = createSaves({ client, outbox, onSettled: () => undefined, report: warnings.error, inFlight: new Map() });
  const deps = { client, hasToken: () => Boolean(token), saves, reportError: warnings.error, reportWarning: warnings.warn };
  return { api: createApi(deps), calls: fake.calls, outbox };
}

/** A save the widget makes: questions one to three, score 3. */
const payload = buildScorePayload(
  { drinkFrequency: 1, unitsPerTypicalDay: 1, bingeFrequency: 1 },
  { hereFor: 'Myself', age: 40, sex: 0 },
  { brand: 'b' },
);

describe('the endpoints', () => {
  it('makes no request at all without api-base', async () => {
    const offline = createApi(offlineDeps);
    expect(await offline.saveSelfAssessment(payload)).toBe(false);
    expect(await offline.popularDrinks()).toBeUndefined();
    expect(await offline.allDrinks()).toBeUndefined();
    expect(await offline.bingeArticle()).toBeUndefined();
    expect(await offline.dictionary(['a'])).toBeUndefined();
  });

  it('saves a self-assessment once with one Idempotency-Key across retries', async () => {
    const { api: client, calls } = api([{ status: 503 }, { status: 200, body: storedRecord(payload) }], 'tok');
    expect(await client.saveSelfAssessment(payload)).toBe(true);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.url).toBe('https://api.test/tools/v1/selfassessment');
    expect(calls[0]!.init.method).toBe('POST');
    const keys = calls.map((c) => header(c.init, 'Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(header(calls[0]!.init, 'ClientID')).toBe('cid');
    expect(header(calls[0]!.init, 'Authorization')).toBe('Bearer tok');
  });

  it('logs the spec message and resolves false when a save fails, keeping it in the outbox', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api: client, outbox } = api([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }]);
    expect(await client.saveSelfAssessment(payload)).toBe(false);
    expect(error.mock.calls[0]![0]).toContain('An error has occurred in saveScore');
    expect(outbox.entries().map((entry) => entry.payload)).toEqual([payload]);
  });

  it('records calculator usage with the ClientID header and no body', async () => {
    const { api: client, calls } = api([{ status: 200 }]);
    await client.recordCalculatorUsage();
    expect(calls[0]!.url).toBe('https://api.test/tools/v1/unitcaloriecalculator');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(header(calls[0]!.init, 'ClientID')).toBe('cid');
  });

  it('maps popular drinks and treats a malformed body as a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const drinks = { Drinks: [{ Name: 'Lager', Abv: 4, MeasureLitres: 0.568, MeasureDescription: 'Pint', Calories: 227 }] };
    const { api: client, calls } = api([{ body: drinks }, { body: { Drinks: [{ Name: 'x' }] } }]);
    const [drink] = (await client.popularDrinks())!;
    expect(calls[0]!.url).toBe('https://api.test/data/v1/calories');
    expect(drink).toMatchObject({ name: 'Lager', abv: 4, measureLitres: 0.568, measureDescription: 'Pint', image: 'Lager.svg' });
    expect(drink!.caloriesPer100ml).toBeCloseTo(40, 0);
    expect(await client.popularDrinks()).toBeUndefined();
    expect(error.mock.calls[0]![0]).toContain('An error has occurred in fetchPopularDrinks');
  });

  it('maps the generic drinks to categories', async () => {
    const body = {
      categories: [
        {
          title: 'Beer',
          image: null,
          drinks: [{ title: 'Lager', abv: 4, caloriesPer100Ml: 43, measures: [{ title: 'Pint', litres: 0.568, default: true }] }],
        },
      ],
    };
    const { api: client, calls } = api([{ body }]);
    expect(await client.allDrinks()).toEqual([
      {
        title: 'Beer',
        image: 'Beer.svg',
        types: [
          { title: 'Lager', abv: 4, caloriesPer100ml: 43, image: 'Lager.svg', measures: [{ title: 'Pint', litres: 0.568 }] },
        ],
      },
    ]);
    expect(calls[0]!.url).toBe('https://api.test/drinks/v1/generic');
  });

  it('logs fetchAllDrinks when the drinks call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api: client } = api([{ status: 404 }]);
    expect(await client.allDrinks()).toBeUndefined();
    expect(error.mock.calls[0]![0]).toContain('An error has occurred in fetchAllDrinks');
  });

  it('picks a binge article that has an image and sizes the image 310 x 242', async () => {
    const body = {
      count: 3,
      value: [
        { Content: 'No image', Url: '/a', ImageUrl: null },
        { Content: 'Bad link', Url: 'javascript:alert(1)', ImageUrl: 'https://img.test/x.jpg' },
        {
          Content: 'Binge facts',
          Url: 'https://site.test/binge',
          MetaDescription: 'About binges',
          ImageUrl: 'https://img.test/b.jpg',
          ReadTime: 4,
        },
      ],
    };
    const { api: client, calls } = api([{ body }]);
    expect(await client.bingeArticle()).toEqual({
      title: 'Binge facts',
      text: 'About binges',
      url: 'https://site.test/binge',
      imageUrl: 'https://img.test/b.jpg?width=310&height=242',
      readTime: '4',
    });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/search/v1/');
    expect(url.searchParams.get('taxonomy')!.split(',')).toHaveLength(2);
    expect(url.searchParams.get('take')).toBe('20');
  });

  it('reads the dictionary, skipping nulls', async () => {
    const { api: client, calls } = api([
      {
        body: [
          { Key: 'a', Value: 'A' },
          { Key: 'b', Value: null },
        ],
      },
    ]);
    expect(await client.dictionary(['a', 'b'])).toEqual({ a: 'A' });
    expect(calls[0]!.url).toBe('https://api.test/content/v1/dictionary');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ Keys: ['a', 'b'] });
  });

  it('asks for at most 100 keys a request, and keeps the answered parts when one part fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const keys = Array.from({ length: 186 }, (_, i) => `k${i}`);
    const { api: client, calls } = api([{ body: [{ Key: 'k0', Value: 'first' }] }, { status: 400 }]);
    expect(await client.dictionary(keys)).toEqual({ k0: 'first' });
    expect(calls.map((call) => JSON.parse(String(call.init.body)).Keys.length)).toEqual([100, 86]);
    expect(JSON.parse(String(calls[1]!.init.body)).Keys[0]).toBe('k100');
  });

  it('sends feedback to the users service as a Review with the ClientID, and says whether it was taken', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api: client, calls } = api([{ status: 202 }, { status: 400 }]);
    expect(await client.sendFeedback('It helped.')).toBe(true);
    expect(calls[0]!.url).toBe('https://api.test/users/v1/feedback');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ Review: 'It helped.' });
    expect(header(calls[0]!.init, 'ClientID')).toBe('cid');
    expect(await client.sendFeedback('x')).toBe(false);
    expect(await createApi(offlineDeps).sendFeedback('x')).toBe(false);
  });

  it('asks the newsletter status only when signed in', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await api([]).api.newsletterStatus()).toBeUndefined();
    const signedIn = api(
      [
        { body: { email: 'a@b.co', status: 'ContactUnsubscribed' } },
        { body: { status: 'ContactNotFound' } },
        { body: { status: 'ContactSubscribed' } },
        { status: 401 },
      ],
      'tok',
    );
    expect(await signedIn.api.newsletterStatus()).toBe('unsubscribed');
    expect(await signedIn.api.newsletterStatus()).toBe('notFound');
    expect(await signedIn.api.newsletterStatus()).toBe('subscribed');
    expect(signedIn.calls[0]!.url).toBe('https://api.test/users/v1/subscribe/status');
    expect(await signedIn.api.newsletterStatus()).toBeUndefined();
    expect(error.mock.calls[0]![0]).toContain('An error has occurred getting newsletter status');
  });

  // Issue 14, finding 5: the API's drink figures and addresses are checked before they are used.
  it.each([
    ['abv -40', { Abv: -40 }],
    ['abv 1e308', { Abv: 1e308 }],
    ['abv over 100', { Abv: 101 }],
    ['litres 0', { MeasureLitres: 0 }],
    ['litres over 3', { MeasureLitres: 3.5 }],
    ['calories over 1000 per 100 ml', { Calories: 6000 }],
    ['calories below 0', { Calories: -1 }],
  ])('drops a popular drink with %s, with one warning, and keeps the rest', async (_name, figures) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = { Name: 'Lager', Abv: 4, MeasureLitres: 0.568, MeasureDescription: 'Pint', Calories: 227 };
    const bad = { ...good, Name: 'Odd', ...figures };
    const { api: client } = api([{ body: { Drinks: [bad, good, bad] } }]);
    expect((await client.popularDrinks())!.map((d) => d.name)).toEqual(['Lager']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^<drinking-check>: ignored the popular drink "Odd" from the API/);
  });

  it('drops generic drinks and measures outside the limits, and a category left empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const measures = [
      { title: 'Pint', litres: 0.568 },
      { title: 'Tanker', litres: 40 },
    ];
    const body = {
      categories: [
        {
          title: 'Beer',
          drinks: [
            { title: 'Lager', abv: 4, caloriesPer100Ml: 43, measures },
            { title: 'Fire', abv: 180, caloriesPer100Ml: 43, measures },
          ],
        },
        { title: 'Odd', drinks: [{ title: 'Sugar', abv: 4, caloriesPer100Ml: 5000, measures }] },
      ],
    };
    const { api: client } = api([{ body }]);
    expect(await client.allDrinks()).toEqual([
      {
        title: 'Beer',
        image: 'Beer.svg',
        types: [
          { title: 'Lager', abv: 4, caloriesPer100ml: 43, image: 'Lager.svg', measures: [{ title: 'Pint', litres: 0.568 }] },
        ],
      },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a javascript: link', 'javascript:alert(1)', 'https://img.test/b.jpg'],
    ['an http link', 'http://site.test/binge', 'https://img.test/b.jpg'],
    ['a protocol-relative link', '//evil.example/x', 'https://img.test/b.jpg'],
    ['a backslash link', '/\\evil.example/x', 'https://img.test/b.jpg'],
    ['a data: image', 'https://site.test/binge', 'data:image/svg+xml,<svg/>'],
    ['an http image', 'https://site.test/binge', 'http://img.test/b.jpg'],
    ['a link with credentials', 'https://user:pass@site.test/binge', 'https://img.test/b.jpg'],
  ])('passes over an article with %s, with one warning', async (_name, Url, ImageUrl) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api: client } = api([{ body: { value: [{ Content: 'Binge facts', Url, ImageUrl }] } }]);
    expect(await client.bingeArticle()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('takes an article whose link and image are paths on this site', async () => {
    const { api: client } = api([{ body: { value: [{ Content: 'Binge facts', Url: '/binge', ImageUrl: '/media/b.jpg' }] } }]);
    expect(await client.bingeArticle()).toMatchObject({ url: '/binge', imageUrl: '/media/b.jpg?width=310&height=242' });
  });
});
