/**
 * What a host page sees of the two elements, for TypeScript hosts: attributes, properties,
 * events, `document.createElement` / `querySelector` typing and React JSX typing.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type * as brands from '../src/platform/host/brand';
import type { DrinkingCheckEventMap, UnitCalculatorEventMap } from '../src/platform/host/events';
import type { WidgetAttributes, WidgetSettingProperties } from '../src/platform/host/widget-attributes.generated';
import type { AppSignIn } from '../src/platform/host/method-table';

export type {
  CalculatorResultsDetail,
  DrinkingCheckEventMap,
  LinkOpenDetail,
  ReadyDetail,
  ResultDetail,
  RouteChangeDetail,
  SaveDetail,
  SettingsProblemsDetail,
  SignInChangeDetail,
  UnitCalculatorEventMap,
} from '../src/platform/host/events';
export type { AppMessage, OutgoingMessage as ParentMessage } from '../src/platform/host/parent-messages';
export type { TokenRequestReason } from '../src/platform/auth/auth-service';
export type { AppSignIn } from '../src/platform/host/method-table';
export type { ResultsView, RoutingMode, SettingsProblem } from '../src/platform/host/settings';
import type { SettingsProblem } from '../src/platform/host/settings';

// The brand values as types (the ES entries export no values but their tag names).
/** The brand a page gets when it sets none: the charity's own site. */
export type DEFAULT_BRAND = typeof brands.DEFAULT_BRAND;
/** The two brand values that put a widget in widget mode (dist-readme.md, "Widget mode"). */
export type WIDGET_MODE_BRAND = typeof brands.WIDGET_MODE_BRAND;
export type PARTNER_WIDGET_MODE_BRAND = typeof brands.PARTNER_WIDGET_MODE_BRAND;

export type { BooleanAttribute, WidgetAttributes } from '../src/platform/host/widget-attributes.generated';

/**
 * The settings as JS properties (camelCase), with `route`, the screen shown now, and
 * `settingsProblems`, what is wrong with the element as the page wrote it (both read-only).
 */
export type WidgetProperties = WidgetSettingProperties & {
  readonly route: string;
  readonly settingsProblems: readonly SettingsProblem[];
};

/** A Drinking Check, with what an app calls on it (`appSignIn`, `appSignOut`: dist-readme.md, "In a mobile app"). */
export interface DrinkingCheckElement extends HTMLElement, WidgetProperties, AppSignIn {
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
