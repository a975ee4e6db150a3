import { Provider as StoreProvider } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ComponentType } from 'react';
import { Router } from 'wouter';
import type { StartSignIn } from '../../platform/auth/start-sign-in';
import type { EventPrefix } from '../../platform/host/events';
import type { RouteStore } from '../../platform/host/route-store';
import type { WidgetInternals } from './widget-element';
import { PlatformContext } from './platform-context';
import { RouteEvents } from './route-events';
import { usePlatformServices } from './use-platform-services';
import { WidgetContext } from './widget-context';

export interface WidgetRootDefinition {
  tagName: string;
  prefix: EventPrefix;
  App: ComponentType;
  cssText: string;
  /** The widget's sign-in, when it has one. */
  startSignIn?: StartSignIn;
}

/** wouter's location hook over the element's own route store. */
function locationHookOf(routes: RouteStore) {
  return function useWidgetLocation(): [string, RouteStore['navigate']] {
    return [useSyncExternalStore(routes.subscribe, routes.path), routes.navigate];
  };
}

/** The React tree of one element: its settings, services, store and router around the app. */
export function createWidgetRoot({ tagName, prefix, App, cssText, startSignIn }: WidgetRootDefinition) {
  return function WidgetRoot({ container }: { container?: HTMLElement }) {
    const root = container as unknown as ShadowRoot;
    const host = root.host as WidgetInternals;
    const settings = useSyncExternalStore(host.subscribeSettings, () => host.settings);
    const platform = usePlatformServices(host, root, settings, {
      prefix,
      instanceKey: host.instanceKey,
      warnings: host.warnings,
      startSignIn,
    });
    const { routes, instanceKey } = host;
    const useLocation = useMemo(() => locationHookOf(routes), [routes]);
    const rendered = useRef<HTMLDivElement>(null);
    const context = useMemo(() => ({ host, prefix, settings, routes, instanceKey }), [host, settings, routes, instanceKey]);

    useLayoutEffect(() => host.handOverFirstScreen(rendered.current!), [host]);

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
              <div ref={rendered} className="widget" data-content-block={settings.contentBlock || undefined}>
                <App />
              </div>
            </Router>
          </StoreProvider>
        </PlatformContext.Provider>
      </WidgetContext.Provider>
    );
  };
}
