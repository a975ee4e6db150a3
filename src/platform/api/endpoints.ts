import type { ScorePayload } from '../../core/audit';
import type { DrinkCategory, PopularDrink } from '../../core/units';
import type { ArticleSuggestion, NewsletterStatus } from '../services';
import { HttpError, type HttpClient } from './http-client';
import type { Report } from './responses';
import type { Saves } from './saves';

/** The answer checks (and the schema library) load with the first answer, not the first screen. */
const responses = () => import('./responses');

export interface ApiDeps {
  /** undefined without api-base: nothing is requested, every call gives the offline answer. */
  client: HttpClient | undefined;
  hasToken: () => boolean;
  saves: Saves | undefined;
  /** An error, logged once per kind. */
  reportError: Report;
  /** A warning about the API's content (a dropped link or drink), logged once per kind. */
  reportWarning: Report;
}

export interface Api {
  saveSelfAssessment(payload: ScorePayload): Promise<boolean>;
  recordCalculatorUsage(): Promise<void>;
  popularDrinks(): Promise<PopularDrink[] | undefined>;
  allDrinks(): Promise<DrinkCategory[] | undefined>;
  bingeArticle(): Promise<ArticleSuggestion | undefined>;
  newsletterStatus(): Promise<NewsletterStatus | undefined>;
  dictionary(keys: readonly string[]): Promise<Record<string, string> | undefined>;
  /** The person's own words on whether the results helped (spec section 7, users service feedback). */
  sendFeedback(review: string): Promise<boolean>;
}

/** Spec section 5: a list in a request holds at most 100 items. */
export const DICTIONARY_KEYS_PER_REQUEST = 100;

function inParts<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/**
 * The typed endpoints. Paths the spec does not show are chosen here
 * (docs/decisions/0011-api-paths-not-shown-in-the-spec.md):
 * POST /tools/v1/selfassessment, POST /tools/v1/unitcaloriecalculator,
 * POST /content/v1/dictionary, GET /drinks/v1/generic, GET /data/v1/calories,
 * GET /search/v1/?taxonomy=..&take=20, GET /users/v1/subscribe/status, POST /users/v1/feedback.
 * With no client (no api-base) nothing is requested and every call gives the offline answer.
 */
export function createApi({ client, hasToken, saves, reportError, reportWarning }: ApiDeps): Api {
  /** Runs a call; a failure is logged with the spec's message (once per message), an aborted call (element removed) not at all. */
  async function call<T>(message: string, fallback: T, run: (client: HttpClient) => Promise<T>): Promise<T> {
    if (!client) return fallback;
    try {
      return await run(client);
    } catch (error) {
      if (!(error instanceof HttpError && error.kind === 'aborted')) {
        reportError(message, `${message}: ${error instanceof HttpError ? error.message : 'unexpected answer'}`);
      }
      return fallback;
    }
  }

  return {
    saveSelfAssessment: async (payload) => (saves ? (await saves.save(payload)) === 'stored' : false),
    recordCalculatorUsage: () =>
      call('An error has occurred', undefined, async (c) => {
        await c.request('tools', '/unitcaloriecalculator', { method: 'POST', withClientId: true });
      }),
    popularDrinks: () =>
      call('An error has occurred in fetchPopularDrinks', undefined, async (c) => {
        const body = await c.request('data', '/calories');
        return (await responses()).toPopularDrinks(body, reportWarning);
      }),
    allDrinks: () =>
      call('An error has occurred in fetchAllDrinks', undefined, async (c) => {
        const body = await c.request('drinks', '/generic');
        return (await responses()).toDrinkCategories(body, reportWarning);
      }),
    bingeArticle: () =>
      call('An error has occurred', undefined, async (c) => {
        const { pickArticle, BINGE_TAXONOMY_IDS } = await responses();
        return pickArticle(
          await c.request('search', '/', { query: { taxonomy: BINGE_TAXONOMY_IDS.join(','), take: 20 } }),
          reportWarning,
        );
      }),
    newsletterStatus: () =>
      hasToken()
        ? call('An error has occurred getting newsletter status', undefined, async (c) => {
            const body = await c.request('users', '/subscribe/status');
            return (await responses()).toNewsletterStatus(body);
          })
        : Promise.resolve(undefined),
    sendFeedback: (review) =>
      call('An error has occurred sending feedback', false, async (c) => {
        await c.request('users', '/feedback', { method: 'POST', body: { Review: review }, withClientId: true });
        return true;
      }),
    dictionary: async (keys) => {
      // The spec's lists hold at most 100 items (section 5): ask in parts; a part that fails keeps its keys' built-in text.
      const parts = await Promise.all(
        inParts(keys, DICTIONARY_KEYS_PER_REQUEST).map((part) =>
          call('An error has occurred', undefined, async (c) => {
            const body = await c.request('content', '/dictionary', { method: 'POST', body: { Keys: part } });
            return (await responses()).toDictionary(body);
          }),
        ),
      );
      const answered = parts.filter((part) => part !== undefined);
      return answered.length > 0 ? Object.assign({}, ...answered) : undefined;
    },
  };
}
