import { createStore } from 'jotai';
import { useEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import type { StartSignIn } from '../../platform/auth/start-sign-in';
import type { EventPrefix } from '../../platform/host/events';
import type { RouteStore } from '../../platform/host/route-store';
import type { WidgetInternals } from './widget-element';
import { isNarrow } from './widget-width';
import { usePlatformServices } from './use-platform-services';
import { WidgetTree } from './widget-tree';

export interface WidgetRootDefinition {
  tagName: string;
  prefix: EventPrefix;
  App: ComponentType;
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
export function createWidgetRoot({ tagName, prefix, App, startSignIn }: WidgetRootDefinition) {
  return function WidgetRoot({ container: root }: { container: ShadowRoot }) {
    const host = root.host as WidgetInternals;
    const readSettings = () => host.settings;
    const settings = useSyncExternalStore(host.subscribeSettings, readSettings);
    const platform = usePlatformServices(host, root, settings, {
      prefix,
      instanceKey: host.instanceKey,
      warnings: host.warnings,
      startSignIn,
    });
    const { routes, instanceKey } = host;
    const useLocation = useMemo(() => locationHookOf(routes), [routes]);
    const widget = useMemo(
      () => ({ host, prefix, settings, routes, instanceKey, startsNarrow: () => isNarrow(host) }),
      [host, settings, routes, instanceKey],
    );
    // The element's store outlives its React tree: a move or a re-mount keeps the person's work.
    host.store ??= createStore();

    // Sent once, with settingsProblems known (docs/decisions/0231-what-editors-do-to-attributes.md).
    useEffect(() => {
      if (host.readySent) return;
      host.readySent = true;
      host.whenProblemsKnown(() => platform.host.notify('ready', { widget: tagName, path: routes.path() }));
    }, [host, routes, platform]);

    return (
      <WidgetTree
        widget={widget}
        platform={platform}
        store={host.store}
        useLocation={useLocation}
        App={App}
        fallbackCss={host.styledByFallback ? host.cssText : undefined}
      />
    );
  };
}
