/**
 * What a host page sees of the two elements, for TypeScript hosts: attributes, properties,
 * events, `document.createElement` / `querySelector` typing and React JSX typing.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { DrinkingCheckEventMap, UnitCalculatorEventMap } from '../src/platform/host/events';
import type { RoutingMode } from '../src/platform/host/settings';

export type {
  DrinkingCheckEventMap,
  ReadyDetail,
  RouteChangeDetail,
  UnitCalculatorEventMap,
} from '../src/platform/host/events';
export type { RoutingMode } from '../src/platform/host/settings';
export { DEFAULT_BRAND, PARTNER_WIDGET_MODE_BRAND, WIDGET_MODE_BRAND } from '../src/platform/host/brand';

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
  'api-base'?: string;
  'client-id'?: string;
  routing?: RoutingMode;
  'drinking-check-url'?: string;
  'loader-duration'?: string | number;
}

/** The same settings as JS properties (camelCase). Reading gives the value in force. */
export interface WidgetProperties {
  brand: string;
  campaign: string;
  embedded: boolean;
  webLogin: boolean;
  contentBlock: boolean;
  gtmId: string | undefined;
  apiBase: string | undefined;
  clientId: string | undefined;
  routing: RoutingMode;
  drinkingCheckUrl: string;
  loaderDuration: number;
  /** The route the widget shows now, e.g. "/overview". Read-only. */
  readonly route: string;
}

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
