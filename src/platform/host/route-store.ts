import type { RoutingMode } from './settings';
import { createHistoryWriter } from './history-writer';
import { parseWidgetHash, withRoute } from './widget-hash';

export interface NavigateOptions {
  replace?: boolean;
}

/**
 * One widget instance's current route. In hash mode it is mirrored into the URL hash under the
 * instance's key so Back, Forward and reload work; in memory mode the URL is never touched. A
 * hash without this instance's key (a host-page #anchor) leaves the route alone
 * (docs/decisions/0008-routes-in-the-hash-per-widget.md).
 */
export interface RouteStore {
  readonly path: () => string;
  /** How many times the route has changed since the element was created. */
  readonly changes: () => number;
  readonly subscribe: (listener: () => void) => () => void;
  readonly navigate: (to: string, options?: NavigateOptions) => void;
  /** Starts following the URL (hash mode) under `key`, the instance's name in the hash. */
  readonly connect: (mode: RoutingMode, key: string) => void;
  readonly disconnect: () => void;
}

/**
 * `addressOf` gives what the URL shows for a route: a route whose name says something private (a
 * result's risk level) shows a neutral path there, which opens the same screen
 * (docs/decisions/0008-routes-in-the-hash-per-widget.md).
 */
export function createRouteStore(
  initialPath: string,
  win: Window = window,
  addressOf: (path: string) => string = (path) => path,
): RouteStore {
  let path = initialPath;
  let key = '';
  let changes = 0;
  let mode: RoutingMode = 'memory';
  const listeners = new Set<() => void>();
  const history = createHistoryWriter(win);

  const setPath = (next: string) => {
    if (next === path) return;
    path = next;
    changes += 1;
    listeners.forEach((listener) => listener());
  };

  const writeHash = (replace: boolean) => {
    const url = new URL(win.location.href);
    url.hash = withRoute(url.hash, key, addressOf(path));
    if (url.href === win.location.href) return;
    history.write(url.href, replace);
  };

  const readHash = () => {
    const fromHash = parseWidgetHash(win.location.hash).get(key);
    if (fromHash !== undefined && fromHash !== addressOf(path)) setPath(fromHash);
  };

  return {
    path: () => path,
    changes: () => changes,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, { replace = false } = {}) {
      setPath(to);
      if (mode === 'hash') writeHash(replace);
    },
    connect(nextMode, nextKey) {
      mode = nextMode;
      key = nextKey;
      if (mode !== 'hash') return;
      const fromHash = parseWidgetHash(win.location.hash).get(key);
      if (fromHash === undefined) writeHash(true);
      else if (fromHash !== addressOf(path)) path = fromHash;
      win.addEventListener('popstate', readHash);
      win.addEventListener('hashchange', readHash);
    },
    disconnect() {
      history.cancel();
      win.removeEventListener('popstate', readHash);
      win.removeEventListener('hashchange', readHash);
    },
  };
}
