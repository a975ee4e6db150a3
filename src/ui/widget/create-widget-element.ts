import r2wc from '@r2wc/core';
import { createStore } from 'jotai';
import { claimInstanceKey, releaseInstanceKey } from '../../platform/host/instance-key';
import { createRouteStore } from '../../platform/host/route-store';
import {
  type Finding,
  parseSettings,
  SETTING_ATTRIBUTES,
  type SettingsProblem,
  type WidgetSettings,
} from '../../platform/host/settings';
import { createWarnings } from '../../platform/host/warnings';
import { dispatchWidgetEvent } from '../../platform/host/events';
import { createProblemTracker } from '../../platform/host/problem-tracker';
import { sessionSlot } from '../../platform/session-slot';
import { adoptStyles } from './adopt-styles';
import { drawFirstScreen, type PrerenderedScreens } from './first-screen';
import { hydratingRenderer } from './hydrating-renderer';
import { isNarrow } from './use-narrow-widget';
import { defineSettingProperties, upgradeProperties, type WidgetInternals } from './widget-element';
import { createWidgetRoot, type WidgetRootDefinition } from './widget-root';

export type { WidgetElement } from './widget-element';

export interface WidgetDefinition extends WidgetRootDefinition {
  /** Where the widget starts, and where unknown routes lead. */
  defaultPath: string;
  /** The screen at defaultPath on the defaults, rendered by the build, drawn while React starts (first-screen.ts). */
  firstScreen?: PrerenderedScreens;
  /** What the page's address shows for a route, where the route's own name should not show (route-store.ts). */
  addressOf?: (path: string) => string;
  /** The sessionStorage key of an instance's work in progress, which a reload restores instead of the first screen. */
  savedWorkKey?: (instanceKey: string) => string;
}

/** Shadow roots holding a first screen drawn before React started, for React to take over. */
const drawnRoots = new WeakSet<Node>();

const renderer = hydratingRenderer({
  drawn: (container) => drawnRoots.has(container),
  onMismatch: (container) =>
    ((container as unknown as ShadowRoot).host as WidgetInternals).warnings.warn(
      'first-screen',
      "the first screen drawn before React started did not match React's, which drew its own.",
    ),
});

export function createWidgetElement(definition: WidgetDefinition): CustomElementConstructor {
  const { tagName, prefix, defaultPath, cssText, firstScreen, savedWorkKey, addressOf } = definition;
  const Base = r2wc(createWidgetRoot(definition), { shadow: 'open' }, renderer) as unknown as {
    new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  };

  class Widget extends Base implements WidgetInternals {
    static get observedAttributes(): readonly string[] {
      return SETTING_ATTRIBUTES;
    }

    readonly store = createStore();
    styledByFallback: boolean;
    readySent = false;
    readonly routes = createRouteStore(defaultPath, window, addressOf);
    readonly warnings = createWarnings(tagName);
    #routeKey: string | undefined;
    #settings: WidgetSettings;
    #findings: readonly Finding[] = [];
    // Issue 35 (docs/decisions/0274): the problems' list, the ready event waiting for it, and an
    // event when it changes.
    readonly #problems = createProblemTracker(this, {
      known: SETTING_ATTRIBUTES,
      warn: this.warnings.warn,
      onChange: (problems) => {
        dispatchWidgetEvent(this, prefix, 'settings-problems', { problems });
        // While the page is edited or previewed, the widget shows them (loaded only on a problem).
        if (problems.length > 0)
          void import('./problems-notice-watch').then(({ watchProblemsNotice }) => watchProblemsNotice(this, prefix));
      },
    });
    #settingsListeners = new Set<() => void>();
    #unmount: ReturnType<typeof setTimeout> | undefined;
    #connectedBefore = false;
    drawnNarrow: boolean | undefined;

    constructor() {
      super();
      this.styledByFallback = !adoptStyles(this.shadowRoot!, cssText);
      this.#settings = this.#readSettings();
    }

    get instanceKey(): string {
      return this.#routeKey ?? prefix;
    }

    /** The route the widget shows now, e.g. "/overview" (read-only). */
    get route(): string {
      return this.routes.path();
    }

    get settings(): WidgetSettings {
      return this.#settings;
    }

    /** What is wrong with the element as the page wrote it, for a CMS preview to show (docs/decisions/0231). */
    get settingsProblems(): readonly SettingsProblem[] {
      return this.#problems.problems;
    }

    /** Runs `then` once settingsProblems has every check's answer, at once when it has (the ready event waits for it). */
    whenProblemsKnown(then: () => void): void {
      this.#problems.whenKnown(then);
    }

    subscribeSettings = (listener: () => void) => {
      this.#settingsListeners.add(listener);
      return () => this.#settingsListeners.delete(listener);
    };

    override connectedCallback(): void {
      clearTimeout(this.#unmount);
      upgradeProperties(this);
      this.#routeKey = claimInstanceKey(prefix, this.id, this.#routeKey);
      this.routes.connect(this.#settings.routing, this.#routeKey);
      this.#checkProblems();
      // Content parsed after the element (a self-closing tag swallows what follows) is there by then.
      if (document.readyState === 'loading')
        document.addEventListener('DOMContentLoaded', () => this.#checkProblems(), { once: true });
      if (firstScreen && !this.#connectedBefore && this.#startsOnFirstScreen()) this.#drawFirstScreen(firstScreen);
      this.#connectedBefore = true;
      super.connectedCallback();
    }

    #drawFirstScreen({ wide, narrow }: PrerenderedScreens): void {
      this.drawnNarrow = narrow !== undefined && isNarrow(this);
      drawFirstScreen(this.shadowRoot!, this.drawnNarrow ? narrow! : wide);
      drawnRoots.add(this.shadowRoot!);
    }

    /** The first screen is pre-rendered on the default settings of those that change its markup. */
    #startsOnFirstScreen(): boolean {
      const { widgetMode, contentBlock, embedded, resultsView } = this.#settings;
      return (
        !this.styledByFallback &&
        this.routes.path() === defaultPath &&
        !widgetMode &&
        !contentBlock &&
        !embedded &&
        resultsView === 'full' &&
        !(savedWorkKey && sessionSlot(savedWorkKey(this.instanceKey)).read() !== null)
      );
    }

    /**
     * A move (out of the page and back within the same task) keeps the React tree, its services
     * and their work (docs/decisions/0142-save-outbox.md); an element still out after that
     * unmounts, which aborts its requests but not its saves.
     */
    override disconnectedCallback(): void {
      this.routes.disconnect();
      if (this.#routeKey) releaseInstanceKey(this.#routeKey);
      clearTimeout(this.#unmount);
      this.#unmount = setTimeout(() => {
        if (!this.isConnected) super.disconnectedCallback();
      }, 0);
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue === newValue) return;
      const previousRouting = this.#settings.routing;
      this.#settings = this.#readSettings();
      if (this.isConnected && this.#routeKey && this.#settings.routing !== previousRouting) {
        this.routes.disconnect();
        this.routes.connect(this.#settings.routing, this.#routeKey);
      }
      this.#settingsListeners.forEach((listener) => listener());
    }

    #readSettings(): WidgetSettings {
      const { settings, findings } = parseSettings((name) => this.getAttribute(name));
      this.#findings = findings;
      this.#checkProblems();
      return settings;
    }

    /**
     * What is wrong with the settings and the element, told to the console once each and kept in
     * settingsProblems. The words load only when there is something to say (docs/decisions/0231).
     */
    #checkProblems(): void {
      this.#problems.check(this.#findings);
    }
  }

  defineSettingProperties(Widget.prototype);
  return Widget;
}
