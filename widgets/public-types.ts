/**
 * What a host page sees of the two elements, for TypeScript hosts: attributes, properties,
 * events, `document.createElement` / `querySelector` typing and React JSX typing.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type * as brands from '../src/platform/host/brand';
import type { DrinkingCheckEventMap, UnitCalculatorEventMap } from '../src/platform/host/events';
import type { ResultsView, RoutingMode, WidgetSettings } from '../src/platform/host/settings';

export type {
  CalculatorResultsDetail,
  DrinkingCheckEventMap,
  LinkOpenDetail,
  ReadyDetail,
  ResultDetail,
  RouteChangeDetail,
  SaveDetail,
  SignInChangeDetail,
  UnitCalculatorEventMap,
} from '../src/platform/host/events';
export type { AppMessage, OutgoingMessage as ParentMessage } from '../src/platform/host/parent-messages';
export type { TokenRequestReason } from '../src/platform/auth/auth-service';
export type { ResultsView, RoutingMode } from '../src/platform/host/settings';

// The brand values as types (the ES entries export no values but their tag names).
/** The brand a page gets when it sets none: the charity's own site. */
export type DEFAULT_BRAND = typeof brands.DEFAULT_BRAND;
/** The two brand values that put a widget in widget mode (dist-readme.md, "Widget mode"). */
export type WIDGET_MODE_BRAND = typeof brands.WIDGET_MODE_BRAND;
export type PARTNER_WIDGET_MODE_BRAND = typeof brands.PARTNER_WIDGET_MODE_BRAND;

/** A boolean attribute: present (bare, "" or "true") means on; absent or "false" means off. */
type BooleanAttribute = boolean | '' | 'true' | 'false';

/** The attributes both elements take, as written in HTML (kebab-case). */
export interface WidgetAttributes {
  brand?: string;
  campaign?: string;
  embedded?: BooleanAttribute;
  'web-login'?: BooleanAttribute;
  'content-block'?: BooleanAttribute;
  'gtm-id'?: string;
  /** The charity API: an absolute http(s) URL with no user, password, query or fragment. */
  'api-base'?: string;
  'client-id'?: string;
  routing?: RoutingMode;
  /**
   * Calculator: where its Drinking Check prompt leads when the page has no `<drinking-check>`.
   * Every link attribute takes a `#fragment`, a `/path` on this site (never `//` or `/\`) or an
   * http(s) URL with no user or password.
   */
  'drinking-check-url'?: string;
  /** Calculator: the fact links (default: NHS pages). */
  'units-info-url'?: string;
  'calories-info-url'?: string;
  'guidelines-info-url'?: string;
  /** Calculator: the app's store pages; the app promotion shows only with one of them. */
  'app-store-url'?: string;
  'play-store-url'?: string;
  /** Drinking Check: where 'work out your units' leads when the page has no `<unit-calculator>`. */
  'unit-calculator-url'?: string;
  /** Drinking Check: the privacy notice linked beside the results email's consents (none by default). */
  'privacy-url'?: string;
  /** Drinking Check: the results screen a finished check opens (default full). */
  'results-view'?: ResultsView;
  /** The shortest time in ms a loading screen shows; it stays longer only while work is pending. */
  'loader-duration'?: string | number;
  /**
   * Exact origins of the app or page that embeds the widget (space or comma separated). The
   * first is the target of messages to the parent (never '*'); an AppMessage (`{ access_token }`
   * or `{ type: 'signOut' }`) is accepted only from one of them, sent by the parent window.
   * Embedded without it, the widget warns once and neither sends nor accepts messages.
   */
  'parent-origin'?: string;
  /** Sign-in (standalone with web-login): the application (client) id in the identity provider. */
  'b2c-client-id'?: string;
  /** Sign-in: the tenant, e.g. `contoso.onmicrosoft.com`. */
  'b2c-tenant'?: string;
  /** Sign-in: the sign-up/sign-in user flow, e.g. `B2C_1_signupsignin`. */
  'b2c-signin-policy'?: string;
  /** Sign-in: the password-reset user flow, e.g. `B2C_1_passwordreset`. */
  'b2c-reset-policy'?: string;
  /** Sign-in: the identity provider's host, e.g. `contoso.b2clogin.com`. */
  'b2c-known-authority'?: string;
  /** Sign-in: API scopes, space separated (default: the client id). */
  'b2c-scopes'?: string;
  /** Sign-in: where the identity provider returns the person (default: this page); http(s), no fragment. */
  'redirect-uri'?: string;
}

/**
 * The same settings as JS properties (camelCase), derived from what the element parses so the
 * two cannot drift. Reading gives the value in force; `route` is the screen shown now (read-only).
 */
export type WidgetProperties = Omit<WidgetSettings, 'widgetMode'> & { readonly route: string };

export interface DrinkingCheckElement extends HTMLElement, WidgetProperties {
  addEventListener<K extends keyof DrinkingCheckEventMap>(
    type: K,
    listener: (this: DrinkingCheckElement, event: DrinkingCheckEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: DrinkingCheckElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof DrinkingCheckEventMap>(
    type: K,
    listener: (this: DrinkingCheckElement, event: DrinkingCheckEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: DrinkingCheckElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

export interface UnitCalculatorElement extends HTMLElement, WidgetProperties {
  addEventListener<K extends keyof UnitCalculatorEventMap>(
    type: K,
    listener: (this: UnitCalculatorElement, event: UnitCalculatorEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: UnitCalculatorElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof UnitCalculatorEventMap>(
    type: K,
    listener: (this: UnitCalculatorElement, event: UnitCalculatorEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: UnitCalculatorElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

type WidgetJsxProps<E> = DetailedHTMLProps<HTMLAttributes<E>, E> & WidgetAttributes & { class?: string };

declare global {
  interface HTMLElementTagNameMap {
    'drinking-check': DrinkingCheckElement;
    'unit-calculator': UnitCalculatorElement;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'drinking-check': WidgetJsxProps<DrinkingCheckElement>;
      'unit-calculator': WidgetJsxProps<UnitCalculatorElement>;
    }
  }
}
