import type { ScorePayload } from '../core/audit';
import type { DrinkCategory, PopularDrink } from '../core/units';

/** An article suggested to a binge drinker as the third advice card (spec section 7). */
export interface ArticleSuggestion {
  title: string;
  text: string;
  url: string;
  imageUrl: string;
  readTime: string;
}

/** Analytics parameters: numbers, booleans and fixed identifiers only, never free text. */
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

/**
 * What the apps need from the outside world. Apps reach it through `usePlatform()` and never
 * call fetch, window.dataLayer or postMessage themselves. Every call resolves (never rejects):
 * a failure is logged inside the platform and the app goes on with its built-in data.
 */
export interface PlatformServices {
  api: {
    /** Saves a self-assessment; true when it was stored. */
    saveSelfAssessment(payload: ScorePayload): Promise<boolean>;
    recordCalculatorUsage(): Promise<void>;
    /** undefined when the API is not reachable: use the built-in catalogue. */
    popularDrinks(): Promise<PopularDrink[] | undefined>;
    allDrinks(): Promise<DrinkCategory[] | undefined>;
    bingeArticle(): Promise<ArticleSuggestion | undefined>;
  };
  analytics: {
    track(event: string, params?: AnalyticsParams): void;
  };
  host: {
    /** Tells the host page (custom event) and, when embedded, the parent app (postMessage). */
    notify(event: string, detail: Record<string, unknown>): void;
  };
}

/** The services with no outside world: nothing is sent, built-in data is used everywhere. */
export function offlineServices(): PlatformServices {
  return {
    api: {
      saveSelfAssessment: async () => false,
      recordCalculatorUsage: async () => undefined,
      popularDrinks: async () => undefined,
      allDrinks: async () => undefined,
      bingeArticle: async () => undefined,
    },
    analytics: { track: () => undefined },
    host: { notify: () => undefined },
  };
}
