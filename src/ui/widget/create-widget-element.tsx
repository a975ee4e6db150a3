import r2wc from '@r2wc/react-to-web-component';
import { createStore, Provider as StoreProvider } from 'jotai';
import { useEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { Router } from 'wouter';
import type { EventPrefix } from '../../platform/host/events';
import { claimInstanceKey, releaseInstanceKey } from '../../platform/host/instance-key';
import { createRouteStore, type RouteStore } from '../../platform/host/route-store';
import { parseSettings, SETTING_ATTRIBUTES, SETTING_RULES, type WidgetSettings } from '../../platform/host/settings';
import { createWarnings, shown, type Warnings } from '../../platform/host/warnings';
import { adoptStyles } from './adopt-styles';
import { PlatformContext } from './platform-context';
import { usePlatformServices } from './use-platform-services';
import { RouteEvents } from './route-events';
import { WidgetContext } from './widget-context';

export interface WidgetDefinition {
  tagName: string;
  prefix: EventPrefix;
  /** Where the widget starts, and where unknown routes lead. */
  defaultPath: string;
  App: ComponentType;
  cssText: string;
}

export interface WidgetElement extends HTMLElement {
  readonly store: ReturnType<typeof createStore>;
  readonly routes: RouteStore;
  readonly settings: WidgetSettings;
}

/** The element's part of the contract with its React tree (not public API). */
interface WidgetInternals extends WidgetElement {
  readonly instanceKey: string;
  readonly warnings: Warnings;
  subscribeSettings(listener: () => void): () => void;
  styledByFallback: boolean;
  readySent: boolean;
}

export function createWidgetElement(definition: WidgetDefinition): CustomElementConstructor {
  const { tagName, prefix, defaultPath, App, cssText } = definition;

  function WidgetRoot({ container }: { container?: HTMLElement }) {
    const root = container as unknown as ShadowRoot;
    const host = root.host as WidgetInternals;
    const settings = useSyncExternalStore(host.subscribeSettings, () => host.settings);
    const platform = usePlatformServices(host, root, settings, { prefix, instanceKey: host.instanceKey, warnings: host.warnings });
    const routes = host.routes;
    const useLocation = useMemo(
      () => (): [string, RouteStore['navigate']] => [useSyncExternalStore(routes.subscribe, routes.path), routes.navigate],
      [routes],
    );
    const instanceKey = host.instanceKey;
    const context = useMemo(() => ({ host, prefix, settings, routes, instanceKey }), [host, settings, routes, instanceKey]);

    useEffect(() => {
      if (host.readySent) return;
      host.readySent = true;
      platform.host.notify('ready', { widget: tagName, path: routes.path() });
    }, [host, routes, platform]);

    return (
      <WidgetContext.Provider value={context}>
        <PlatformContext.Provider value={platform}>
          <StoreProvider store={host.store}>
            <Router hook={useLocation}>
              {host.styledByFallback && <style>{cssText}</style>}
              <RouteEvents />
              <div className="widget" data-content-block={settings.contentBlock || undefined}>
                <App />
              </div>
            </Router>
          </StoreProvider>
        </PlatformContext.Provider>
      </WidgetContext.Provider>
    );
  }

  const Base = r2wc(WidgetRoot, { shadow: 'open' }) as unknown as { new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void } };

  class Widget extends Base implements WidgetInternals {
    static get observedAttributes(): readonly string[] {
      return SETTING_ATTRIBUTES;
    }

    readonly store = createStore();
    styledByFallback: boolean;
    readySent = false;
    readonly routes = createRouteStore(defaultPath);
    readonly warnings = createWarnings(tagName);
    #routeKey: string | undefined;
    #settings: WidgetSettings;
    #settingsListeners = new Set<() => void>();
    #unmount: ReturnType<typeof setTimeout> | undefined;

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

    subscribeSettings = (listener: () => void) => {
      this.#settingsListeners.add(listener);
      return () => this.#settingsListeners.delete(listener);
    };

    override connectedCallback(): void {
      clearTimeout(this.#unmount);
      upgradeProperties(this);
      this.#routeKey = claimInstanceKey(prefix, this.id, this.#routeKey);
      this.routes.connect(this.#settings.routing, this.#routeKey);
      super.connectedCallback();
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
      const { settings, problems } = parseSettings((name) => this.getAttribute(name));
      for (const { attribute, value } of problems) {
        this.warnings.warn(`attribute-${attribute}`, `ignored ${attribute}="${shown(value)}"; using the default instead.`);
      }
      return settings;
    }
  }

  for (const rule of SETTING_RULES) {
    Object.defineProperty(Widget.prototype, rule.property, {
      configurable: true,
      enumerable: true,
      get(this: Widget) {
        return this.settings[rule.property];
      },
      set(this: Widget, value: unknown) {
        if (rule.kind === 'boolean') this.toggleAttribute(rule.attribute, value === true || value === 'true' || value === '');
        else if (value === null || value === undefined) this.removeAttribute(rule.attribute);
        else this.setAttribute(rule.attribute, String(value));
      },
    });
  }

  return Widget;
}

/** A property set before the element was defined sits on the instance; move it to the setter. */
function upgradeProperties(element: HTMLElement): void {
  for (const { property } of SETTING_RULES) {
    if (!Object.prototype.hasOwnProperty.call(element, property)) continue;
    const value = (element as unknown as Record<string, unknown>)[property];
    delete (element as unknown as Record<string, unknown>)[property];
    (element as unknown as Record<string, unknown>)[property] = value;
  }
}
