import type { HereFor, Profile, ScorePayload } from '../core/audit';
import type { DrinkCategory, PopularDrink } from '../core/units';
import type { AnalyticsClient, Exact } from './analytics/events';
import type { WidgetEventDetails, WidgetEventName } from './host/events';
import { createWarnings } from './host/warnings';
import { createTextService } from './text/dictionary';
import type { CopyKey } from './text';

/** An article suggested to a binge drinker as the third advice card (spec section 7). */
export interface ArticleSuggestion {
  title: string;
  text: string;
  url: string;
  imageUrl: string;
  readTime: string;
}

/** A signed-in person's newsletter contact (spec section 7: subscribed, unsubscribed, not found). */
export type NewsletterStatus = 'subscribed' | 'unsubscribed' | 'notFound';

/** Analytics parameters: numbers, booleans and fixed identifiers only, never free text. */
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

/**
 * Sign-in as the apps see it. Tokens never leave the platform; the app gets the profile only.
 * `waiting` says what the widget waits for (docs/decisions/0172-waiting-messages.md): `login`,
 * web sign-in finding out whether the person is signed in; `redirect`, leaving for the identity
 * provider; `autoLogin`, an app asked to sign the person in (auto_login=true); `parentToken`, an
 * app's token.
 */
export type SignInState =
  | { status: 'anonymous' }
  | { status: 'waiting'; reason: 'login' | 'redirect' | 'autoLogin' | 'parentToken' }
  | { status: 'signedIn'; profile: Profile };

/**
 * What the apps need from the outside world. Apps reach it through `usePlatform()` and never
 * call fetch, window.dataLayer or postMessage themselves. Every call resolves (never rejects):
 * a failure is logged inside the platform and the app goes on with its built-in data.
 */
export interface PlatformServices {
  api: {
    /**
     * Saves a self-assessment through the element's outbox (kept until the API acknowledges it);
     * true when it was stored. The element's `save` event tells the host how it ended.
     */
    saveSelfAssessment(payload: ScorePayload): Promise<boolean>;
    recordCalculatorUsage(): Promise<void>;
    /** undefined when the API is not reachable: use the built-in catalogue. */
    popularDrinks(): Promise<PopularDrink[] | undefined>;
    allDrinks(): Promise<DrinkCategory[] | undefined>;
    bingeArticle(): Promise<ArticleSuggestion | undefined>;
    /** Signed in: the person's newsletter contact status; undefined when not signed in or on a failure (logged). */
    newsletterStatus(): Promise<NewsletterStatus | undefined>;
    /** Sends the person's own words on the results to the users service (never to analytics); true when accepted. */
    sendFeedback(review: string): Promise<boolean>;
  };
  /** The element's dictionary: built-in copy with remote overrides (use `useText()` in React). */
  text: {
    text(key: CopyKey): string;
    /** The person's role (hereFor): switches to that wording and loads its remote copy. */
    setRole(role: HereFor): void;
    subscribe(listener: () => void): () => void;
    version(): number;
  };
  analytics: AnalyticsClient;
  auth: {
    state(): SignInState;
    subscribe(listener: () => void): () => void;
    /** Whether the person can sign in here: standalone, web-login configured, not in a frame. */
    webSignIn: boolean;
    /** Leaves for the identity provider's sign-in (web sign-in only); does nothing otherwise. */
    signIn(): void;
    /** Signs out; with web sign-in also at the identity provider, coming back to this screen. */
    signOut(): void;
  };
  host: {
    /** Tells the host page (custom event) and, when embedded, the parent app (postMessage). */
    notify<K extends WidgetEventName, D extends WidgetEventDetails[K]>(event: K, detail: Exact<WidgetEventDetails[K], D>): void;
    /**
     * Tells the host a link that leaves the widget is followed. Returns true when the parent app
     * opens it (embedded): the caller then prevents the browser's own navigation.
     */
    openLink(url: string): boolean;
    /** Logs a problem once per kind for this element, prefixed with its tag. */
    warn(kind: string, message: string): void;
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
      newsletterStatus: async () => undefined,
      sendFeedback: async () => false,
    },
    text: createTextService(),
    analytics: { track: () => undefined },
    auth: {
      state: () => ({ status: 'anonymous' }),
      subscribe: () => () => undefined,
      webSignIn: false,
      signIn: () => undefined,
      signOut: () => undefined,
    },
    host: { notify: () => undefined, openLink: () => false, warn: createWarnings('widget').warn },
  };
}
