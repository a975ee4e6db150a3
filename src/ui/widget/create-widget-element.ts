import r2wc, { type R2WCRenderer } from '@r2wc/core';
import { mayHaveProblems } from '../../platform/host/attribute-mending';
import { claimInstanceKey, releaseInstanceKey } from '../../platform/host/instance-key';
import { createRouteStore } from '../../platform/host/route-store';
import {
  type Finding,
  parseSetting,
  SETTING_ATTRIBUTES,
  SETTING_RULES,
  type SettingsProblem,
  settingsOf,
  type WidgetSettings,
} from '../../platform/host/settings';
import type { EventPrefix } from '../../platform/host/events';
import { createWarnings } from '../../platform/host/warnings';
import { sessionSlot } from '../../platform/session-slot';
import { adoptStyles } from './adopt-styles';
import { AppMounting, type AppModule } from './app-mounting';
import { drawFirstScreen, type DrawnScreen, type PrerenderedScreens } from './first-screen';
import { defineSettingProperties, upgradeProperties, type WidgetInternals } from './widget-element';
import { isNarrow } from './widget-width';

export type { WidgetElement } from './widget-element';

export interface WidgetDefinition {
  tagName: string;
  prefix: EventPrefix;
  /** Where the widget starts, and where unknown routes lead. */
  defaultPath: string;
  cssText: string;
  /** The widget's React tree, which loads after the first paint. */
  loadApp: () => Promise<AppModule>;
  /** The screen at defaultPath on the defaults, rendered by the build, drawn before React arrives (first-screen.ts). */
  firstScreen?: PrerenderedScreens;
  /** What the page's address shows for a route, where the route's own name should not show (route-store.ts). */
  addressOf?: (path: string) => string;
  /** The sessionStorage key of an instance's work in progress, which a reload restores instead of the first screen. */
  savedWorkKey?: (instanceKey: string) => string;
}

/** The words of settings problems, loaded once on the first problem; one promise, so checks are told in order. */
let problemWords: Promise<typeof import('../../platform/host/settings-problems')> | undefined;

const RULE_OF = new Map(SETTING_RULES.map((rule) => [rule.attribute, rule]));

/** Set to true on a page (by a test) to see React's render alone, with no first screen drawn before it. */
const NO_FIRST_SCREEN = Symbol.for('alcohol-awareness.no-first-screen');

/** Each element's React mounting, by its shadow root (r2wc's container). */
const mountings = new WeakMap<Node, AppMounting>();

/** r2wc mounts and unmounts; the element does both its own way (app-mounting.ts). */
const renderer: R2WCRenderer<object, AppMounting> = {
  mount: (container) => {
    const app = mountings.get(container)!;
    app.start();
    return app;
  },
  update: () => undefined,
  unmount: (app) => app.stop(),
};

/**
 * A widget's element, with no React in it: it parses its attributes, adopts its styles, draws the
 * build's first screen when that is what React would render, and starts its React tree, which
 * loads after the first paint (docs/decisions/0250-first-screen-before-react.md).
 */
export function createWidgetElement(definition: WidgetDefinition): CustomElementConstructor {
  const { tagName, prefix, defaultPath, cssText, firstScreen, savedWorkKey, addressOf, loadApp } = definition;
  const Base = r2wc(() => null, { shadow: 'open' }, renderer) as unknown as {
    new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  };

  class Widget extends Base implements WidgetInternals {
    static get observedAttributes(): readonly string[] {
      return SETTING_ATTRIBUTES;
    }

    store: WidgetInternals['store'];
    readonly cssText = cssText;
    styledByFallback: boolean;
    readySent = false;
    readonly routes = createRouteStore(defaultPath, window, addressOf);
    readonly warnings = createWarnings(tagName);
    #routeKey: string | undefined;
    /** Each setting's parsed value and what was found wrong with it, by attribute: a change parses only its own. */
    #values: Record<string, unknown> = {};
    #findings = new Map<string, Finding>();
    #parsedFrom = new Map<string, string | null>();
    #settings: WidgetSettings;
    #problems: readonly SettingsProblem[] = [];
    /** The check in flight, while the words of a problem are loading. */
    #problemsPending: Promise<void> | undefined;
    #checks = 0;
    #settingsListeners = new Set<() => void>();
    #unmount: ReturnType<typeof setTimeout> | undefined;
    #connectedBefore = false;
    #drawn: DrawnScreen | undefined;

    constructor() {
      super();
      this.styledByFallback = !adoptStyles(this.shadowRoot!, cssText);
      for (const rule of SETTING_RULES) this.#parse(rule.attribute);
      this.#settings = settingsOf(this.#values);
      const takeDrawn = () => {
        const drawn = this.#drawn;
        this.#drawn = undefined;
        return drawn;
      };
      mountings.set(this.shadowRoot!, new AppMounting(this.shadowRoot!, loadApp, takeDrawn));
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
      return this.#problems;
    }

    whenProblemsKnown(then: () => void): void {
      if (this.#problemsPending) void this.#problemsPending.then(() => this.whenProblemsKnown(then));
      else then();
    }

    /** Issue 35: each change of the list is told by an event, and shown while the page is previewed (docs/decisions/0274). */
    #setProblems(problems: readonly SettingsProblem[]): void {
      const before = this.#problems;
      this.#problems = problems;
      if (before.length > 0 || problems.length > 0)
        void import('./problems-announce')
          .then(({ announceProblems }) => announceProblems(this, prefix, before, problems))
          // Its file did not load (docs/decisions/0202): the console and settingsProblems have said it all.
          .catch(() => undefined);
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
      if (firstScreen && !this.#connectedBefore && this.#firstScreenFits()) this.#draw(firstScreen);
      this.#keepDrawnOnlyIfRight();
      this.#connectedBefore = true;
      super.connectedCallback();
    }

    #draw({ wide, narrow }: PrerenderedScreens): void {
      this.#drawn = drawFirstScreen(this.shadowRoot!, narrow && isNarrow(this) ? narrow : wide, this.#settings.headingLevel);
      // A route set by the page's address or script before React arrives is React's to show.
      const stopWatching = this.routes.subscribe(() => {
        stopWatching();
        this.#keepDrawnOnlyIfRight();
      });
    }

    /**
     * Whether the build's first screen is what React would render now: the default route, no saved
     * work to restore, and every attribute that changes that screen (found by the build from the
     * attribute table: scripts/prerender-plugin.mjs) at its default.
     */
    #firstScreenFits(): boolean {
      return (
        firstScreen !== undefined &&
        (window as unknown as Record<symbol, unknown>)[NO_FIRST_SCREEN] !== true &&
        !this.styledByFallback &&
        this.routes.path() === defaultPath &&
        firstScreen.dependsOn.every((attribute) => {
          const rule = RULE_OF.get(attribute);
          return rule && JSON.stringify(this.#values[rule.property]) === JSON.stringify(rule.fallback);
        }) &&
        !(savedWorkKey && sessionSlot(savedWorkKey(this.instanceKey)).read() !== null)
      );
    }

    /** A drawn screen that no longer fits goes at once: the widget shows nothing wrong while React arrives. */
    #keepDrawnOnlyIfRight(): void {
      if (this.#drawn && (!this.#firstScreenFits() || this.#drawn.headingLevel !== this.#settings.headingLevel)) {
        this.#drawn.remove();
        this.#drawn = undefined;
      }
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

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue === newValue) return;
      const previousRouting = this.#settings.routing;
      this.#parse(name);
      this.#settings = settingsOf(this.#values);
      this.#checkProblems();
      if (this.isConnected && this.#routeKey && this.#settings.routing !== previousRouting) {
        this.routes.disconnect();
        this.routes.connect(this.#settings.routing, this.#routeKey);
      }
      this.#keepDrawnOnlyIfRight();
      this.#settingsListeners.forEach((listener) => listener());
    }

    #parse(attribute: string): void {
      const rule = RULE_OF.get(attribute);
      const text = this.getAttribute(attribute);
      if (!rule || (this.#parsedFrom.has(attribute) && this.#parsedFrom.get(attribute) === text)) return;
      this.#parsedFrom.set(attribute, text);
      const { value, finding } = parseSetting(rule, text);
      this.#values[rule.property] = value;
      if (finding) this.#findings.set(attribute, finding);
      else this.#findings.delete(attribute);
    }

    /**
     * What is wrong with the settings and the element, told to the console once each and kept in
     * settingsProblems. The words load only when there is something to say (docs/decisions/0231).
     */
    #checkProblems(): void {
      const findings = SETTING_RULES.flatMap((rule) => this.#findings.get(rule.attribute) ?? []);
      const check = ++this.#checks;
      if (findings.length === 0 && !mayHaveProblems(this, SETTING_ATTRIBUTES)) {
        this.#setProblems([]);
        this.#problemsPending = undefined;
        return;
      }
      // Each check with the findings of its moment: the console tells the first value of each kind
      // of problem; settingsProblems is the latest check's.
      const pending = (this.#problemsPending = (problemWords ??= import('../../platform/host/settings-problems'))
        .then(({ settingsProblems }) => {
          const problems = settingsProblems(this, findings);
          if (check === this.#checks) this.#setProblems(Object.freeze(problems.map((problem) => Object.freeze(problem))));
          // Once per attribute and kind of problem, whatever the value (dist-readme.md, "The console").
          for (const { attribute, problem, fix } of problems)
            this.warnings.warn(`setting:${attribute}:${fix}`, `${problem}. ${fix}`);
        })
        // Its file did not load (docs/decisions/0202): the next check asks again; the settings stand.
        .catch(() => {
          problemWords = undefined;
        })
        .finally(() => {
          if (this.#problemsPending === pending) this.#problemsPending = undefined;
        }));
    }
  }

  defineSettingProperties(Widget.prototype);
  return Widget;
}
