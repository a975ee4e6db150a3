import type { ScorePayload } from '../../core/audit';
import { drinkImage, type DrinkCategory, type PopularDrink } from '../../core/units';
import type { ArticleSuggestion } from '../services';
import { HttpError, type HttpClient } from './http-client';
import { newIdempotencyKey } from './idempotency-key';
import {
  CaloriesResponseSchema,
  ContentSearchSchema,
  DictionaryResponseSchema,
  GenericDrinksSchema,
  NewsletterStatusSchema,
  check,
} from './schemas';

/**
 * Content-search taxonomy ids of the two binge-drinking topics (SPEC section 7 names two ids but
 * not their values; these are the content service's ids for "binge drinking" and "binge
 * drinking advice" and can be changed here).
 */
export const BINGE_TAXONOMY_IDS = ['1261', '1262'] as const;
export const ARTICLE_IMAGE = { width: 310, height: 242 } as const;

/** Logs a failed call with the spec's message; an aborted call (element removed) is silent. */
function logFailure(message: string, error: unknown): void {
  if (error instanceof HttpError && error.message === 'aborted') return;
  console.error(message, error instanceof HttpError ? error.message : 'unexpected answer');
}

export function toPopularDrinks(body: unknown): PopularDrink[] {
  return check(CaloriesResponseSchema, body).Drinks.filter((d) => d.MeasureLitres > 0).map((d) => ({
    id: `${d.Name}-${d.Abv}-${d.MeasureLitres}`,
    displayName: d.Name,
    description: `${d.MeasureDescription}, ${d.Abv}%`,
    name: d.Name,
    abv: d.Abv,
    measureLitres: d.MeasureLitres,
    measureDescription: d.MeasureDescription,
    // The data service gives calories per serving; the calculator works per 100 ml.
    caloriesPer100ml: Math.round((d.Calories / (d.MeasureLitres * 1000)) * 100 * 10) / 10,
    image: drinkImage(d.Name),
  }));
}

export function toDrinkCategories(body: unknown): DrinkCategory[] {
  return check(GenericDrinksSchema, body).categories.map((category) => ({
    title: category.title,
    image: category.image || drinkImage(category.title),
    types: category.drinks.map((drink) => ({
      title: drink.title,
      abv: drink.abv,
      caloriesPer100ml: drink.caloriesPer100Ml,
      image: drink.image || drinkImage(drink.title),
      measures: drink.measures.map(({ title, litres }) => ({ title, litres })),
    })),
  }));
}

const isSafeLink = (url: string) => /^(https?:\/\/|\/(?!\/))/i.test(url);

function sizedImage(url: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}width=${ARTICLE_IMAGE.width}&height=${ARTICLE_IMAGE.height}`;
}

export function pickArticle(body: unknown, random: () => number = Math.random): ArticleSuggestion | undefined {
  const usable = check(ContentSearchSchema, body).value.filter(
    (item) => item.ImageUrl && isSafeLink(item.ImageUrl) && item.Url && isSafeLink(item.Url) && item.Content,
  );
  const item = usable[Math.floor(random() * usable.length)];
  if (!item) return undefined;
  return {
    title: item.Content ?? '',
    text: item.MetaDescription ?? '',
    url: item.Url ?? '',
    imageUrl: sizedImage(item.ImageUrl ?? ''),
    readTime: item.ReadTime === undefined || item.ReadTime === null ? '' : String(item.ReadTime),
  };
}

export interface Api {
  saveSelfAssessment(payload: ScorePayload): Promise<boolean>;
  recordCalculatorUsage(): Promise<void>;
  popularDrinks(): Promise<PopularDrink[] | undefined>;
  allDrinks(): Promise<DrinkCategory[] | undefined>;
  bingeArticle(): Promise<ArticleSuggestion | undefined>;
  newsletterStatus(): Promise<boolean | undefined>;
  dictionary(keys: readonly string[]): Promise<Record<string, string> | undefined>;
}

/**
 * The typed endpoints. Paths the spec does not show are chosen here (see DESIGN and the
 * README): POST /tools/v1/selfassessment, POST /tools/v1/unitcaloriecalculator,
 * POST /content/v1/dictionary, GET /drinks/v1/generic, GET /data/v1/calories,
 * GET /search/v1/?taxonomy=..&take=20, GET /users/v1/subscribe/status.
 * With no client (no api-base) nothing is requested and every call gives the offline answer.
 */
export function createApi(client: HttpClient | undefined, hasToken: () => boolean): Api {
  async function call<T>(message: string, fallback: T, run: (client: HttpClient) => Promise<T>): Promise<T> {
    if (!client) return fallback;
    try {
      return await run(client);
    } catch (error) {
      logFailure(message, error);
      return fallback;
    }
  }

  return {
    saveSelfAssessment: (payload) =>
      call('An error has occurred in saveScore', false, async (c) => {
        const idempotencyKey = newIdempotencyKey();
        await c.request('tools', '/selfassessment', { method: 'POST', body: payload, withClientId: true, idempotencyKey });
        return true;
      }),
    recordCalculatorUsage: () =>
      call('An error has occurred', undefined, async (c) => {
        await c.request('tools', '/unitcaloriecalculator', { method: 'POST', withClientId: true });
      }),
    popularDrinks: () =>
      call('An error has occurred in fetchPopularDrinks', undefined, async (c) => toPopularDrinks(await c.request('data', '/calories'))),
    allDrinks: () =>
      call('An error has occurred in fetchAllDrinks', undefined, async (c) => toDrinkCategories(await c.request('drinks', '/generic'))),
    bingeArticle: () =>
      call('An error has occurred', undefined, async (c) =>
        pickArticle(await c.request('search', '/', { query: { taxonomy: BINGE_TAXONOMY_IDS.join(','), take: 20 } })),
      ),
    newsletterStatus: () =>
      hasToken()
        ? call('An error has occurred getting newsletter status', undefined, async (c) => {
            const { status } = check(NewsletterStatusSchema, await c.request('users', '/subscribe/status'));
            return status === 'ContactSubscribed' || status === 'ContactUnsubscribed';
          })
        : Promise.resolve(undefined),
    dictionary: (keys) =>
      call('An error has occurred', undefined, async (c) => {
        const items = check(DictionaryResponseSchema, await c.request('content', '/dictionary', { method: 'POST', body: { Keys: keys } }));
        const values: Record<string, string> = {};
        for (const { Key, Value } of items) if (typeof Value === 'string') values[Key] = Value;
        return values;
      }),
  };
}
