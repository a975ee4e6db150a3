import { useEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import type { StartSignIn } from '../../platform/auth/start-sign-in';
import type { EventPrefix } from '../../platform/host/events';
import type { RouteStore } from '../../platform/host/route-store';
import type { WidgetInternals } from './widget-element';
import { isNarrow } from './use-narrow-widget';
import { usePlatformServices } from './use-platform-services';
import { WidgetTree } from './widget-tree';

export interface WidgetRootDefinition {
  tagName: string;
  prefix: EventPrefix;
  App: ComponentType;
  cssText: string;
  /** The widget's sign-in, when it has one. */
  startSignIn?: StartSignIn;
}

/**
 * wouter's location hook over the element's own route store. While React takes over a drawn
 * first screen it reads the same store: the route is the one the screen was drawn for.
 */
function locationHookOf(routes: RouteStore) {
  return function useWidgetLocation(): [string, RouteStore['navigate']] {
    return [useSyncExternalStore(routes.subscribe, routes.path, routes.path), routes.navigate];
  };
}

/** The React tree of one element: its settings, services, store and router around the app. */
export function createWidgetRoot({ tagName, prefix, App, cssText, startSignIn }: WidgetRootDefinition) {
  return function WidgetRoot({ container }: { container?: HTMLElement }) {
    const root = container as unknown as ShadowRoot;
    const host = root.host as WidgetInternals;
    const readSettings = () => host.settings;
    const settings = useSyncExternalStore(host.subscribeSettings, readSettings, readSettings);
    const platform = usePlatformServices(host, root, settings, {
      prefix,
      instanceKey: host.instanceKey,
      warnings: host.warnings,
      startSignIn,
    });
    const { routes, instanceKey } = host;
    const useLocation = useMemo(() => locationHookOf(routes), [routes]);
    const widget = useMemo(
      () => ({ host, prefix, settings, routes, instanceKey, startsNarrow: () => host.drawnNarrow ?? isNarrow(host) }),
      [host, settings, routes, instanceKey],
    );

    // React has the drawn screen: from now on a component starts from the widget's width.
    useEffect(() => {
      host.drawnNarrow = undefined;
    }, [host]);

    useEffect(() => {
      if (host.readySent) return;
      host.readySent = true;
      // The page reads settingsProblems whole at the ready event (docs/decisions/0274).
      host.whenProblemsKnown(() => platform.host.notify('ready', { widget: tagName, path: routes.path() }));
    }, [host, routes, platform]);

    return (
      <WidgetTree
        widget={widget}
        platform={platform}
        store={host.store}
        useLocation={useLocation}
        App={App}
        fallbackCss={host.styledByFallback ? cssText : undefined}
      />
    );
  };
}
