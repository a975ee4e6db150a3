import { describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../src/platform/api/endpoints';
import { createHttpClient } from '../../../src/platform/api/http-client';
import { fakeFetch, header, type Reply } from './fake-fetch';

function api(replies: Reply[], token?: string) {
  const fake = fakeFetch(...replies);
  const client = createHttpClient({
    apiBase: 'https://api.test',
    clientId: () => 'cid',
    token: () => token,
    signal: new AbortController().signal,
    sleep: async () => undefined,
    fetch: fake.fetch,
  });
  return { api: createApi(client, () => Boolean(token)), calls: fake.calls };
}

const payload = { triage: 1, totalScore: 3, postcode: '', brand: 'b', campaign: '', name: '', emailMyResults: false, emailSubscriptionOptIn: false };

describe('the endpoints', () => {
  it('makes no request at all without api-base', async () => {
    const offline = createApi(undefined, () => false);
    expect(await offline.saveSelfAssessment(payload)).toBe(false);
    expect(await offline.popularDrinks()).toBeUndefined();
    expect(await offline.allDrinks()).toBeUndefined();
    expect(await offline.bingeArticle()).toBeUndefined();
    expect(await offline.dictionary(['a'])).toBeUndefined();
  });

  it('saves a self-assessment once with one Idempotency-Key across retries', async () => {
    const { api: client, calls } = api([{ status: 503 }, { status: 200, body: {} }], 'tok');
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

  it('logs the spec message and resolves false when a save fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api: client } = api([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }]);
    expect(await client.saveSelfAssessment(payload)).toBe(false);
    expect(error.mock.calls[0]![0]).toBe('An error has occurred in saveScore');
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
    expect(error.mock.calls[0]![0]).toBe('An error has occurred in fetchPopularDrinks');
  });

  it('maps the generic drinks to categories', async () => {
    const body = {
      categories: [
        { title: 'Beer', image: null, drinks: [{ title: 'Lager', abv: 4, caloriesPer100Ml: 43, measures: [{ title: 'Pint', litres: 0.568, default: true }] }] },
      ],
    };
    const { api: client, calls } = api([{ body }]);
    expect(await client.allDrinks()).toEqual([
      { title: 'Beer', image: 'Beer.svg', types: [{ title: 'Lager', abv: 4, caloriesPer100ml: 43, image: 'Lager.svg', measures: [{ title: 'Pint', litres: 0.568 }] }] },
    ]);
    expect(calls[0]!.url).toBe('https://api.test/drinks/v1/generic');
  });

  it('logs fetchAllDrinks when the drinks call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api: client } = api([{ status: 404 }]);
    expect(await client.allDrinks()).toBeUndefined();
    expect(error.mock.calls[0]![0]).toBe('An error has occurred in fetchAllDrinks');
  });

  it('picks a binge article that has an image and sizes the image 310 x 242', async () => {
    const body = {
      count: 3,
      value: [
        { Content: 'No image', Url: '/a', ImageUrl: null },
        { Content: 'Bad link', Url: 'javascript:alert(1)', ImageUrl: 'https://img.test/x.jpg' },
        { Content: 'Binge facts', Url: 'https://site.test/binge', MetaDescription: 'About binges', ImageUrl: 'https://img.test/b.jpg', ReadTime: 4 },
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
    const { api: client, calls } = api([{ body: [{ Key: 'a', Value: 'A' }, { Key: 'b', Value: null }] }]);
    expect(await client.dictionary(['a', 'b'])).toEqual({ a: 'A' });
    expect(calls[0]!.url).toBe('https://api.test/content/v1/dictionary');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ Keys: ['a', 'b'] });
  });

  it('asks the newsletter status only when signed in', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await api([]).api.newsletterStatus()).toBeUndefined();
    const signedIn = api([{ body: { email: 'a@b.co', status: 'ContactUnsubscribed' } }, { body: { status: 'ContactNotFound' } }, { status: 401 }], 'tok');
    expect(await signedIn.api.newsletterStatus()).toBe(true);
    expect(await signedIn.api.newsletterStatus()).toBe(false);
    expect(signedIn.calls[0]!.url).toBe('https://api.test/users/v1/subscribe/status');
    expect(await signedIn.api.newsletterStatus()).toBeUndefined();
    expect(error.mock.calls[0]![0]).toBe('An error has occurred getting newsletter status');
  });
});
