import type { createStore } from 'jotai';
import type { RouteStore } from '../../platform/host/route-store';
import { SETTING_RULES, type WidgetSettings } from '../../platform/host/settings';
import type { Warnings } from '../../platform/host/warnings';

export interface WidgetElement extends HTMLElement {
  /** The element's jotai store, made by its React tree when it first renders, and kept while the element lives. */
  store: ReturnType<typeof createStore> | undefined;
  readonly routes: RouteStore;
  readonly settings: WidgetSettings;
}

/** The element's part of the contract with its React tree (not public API). */
export interface WidgetInternals extends WidgetElement {
  readonly instanceKey: string;
  readonly warnings: Warnings;
  subscribeSettings(listener: () => void): () => void;
  /** Whether the shadow root could not adopt the stylesheet, so React renders cssText as a <style>. */
  styledByFallback: boolean;
  readonly cssText: string;
  readySent: boolean;
  /** Runs `then` once settingsProblems holds what is wrong with the settings as they are now: at once, if it does. */
  whenProblemsKnown(then: () => void): void;
}

/** Each setting as a JS property (camelCase): reading gives the value in force, writing sets the attribute. */
export function defineSettingProperties(prototype: WidgetElement): void {
  for (const rule of SETTING_RULES) {
    Object.defineProperty(prototype, rule.property, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElement) {
        return this.settings[rule.property];
      },
      set(this: WidgetElement, value: unknown) {
        if (rule.kind === 'boolean') this.toggleAttribute(rule.attribute, value === true || value === 'true' || value === '');
        else if (value === null || value === undefined) this.removeAttribute(rule.attribute);
        else this.setAttribute(rule.attribute, String(value));
      },
    });
  }
}

/** A property set before the element was defined sits on the instance; move it to the setter. */
export function upgradeProperties(element: HTMLElement): void {
  const own = element as unknown as Record<string, unknown>;
  for (const { property } of SETTING_RULES) {
    if (!Object.prototype.hasOwnProperty.call(element, property)) continue;
    const value = own[property];
    delete own[property];
    own[property] = value;
  }
}
