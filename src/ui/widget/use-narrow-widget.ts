import { useSyncExternalStore } from 'react';
import { useWidget } from './widget-context';

/** The spec's mobile breakpoint (768 px), in ems of the widget's base size as the stylesheets use it. */
const NARROW_BELOW_EM = 48;

export function isNarrow(host: HTMLElement): boolean {
  const base = parseFloat(getComputedStyle(host).fontSize) || 16;
  return host.getBoundingClientRect().width < NARROW_BELOW_EM * base;
}

interface NarrowStore {
  subscribe(listener: () => void): () => void;
  narrow(): boolean;
}

const stores = new WeakMap<HTMLElement, NarrowStore>();

/** One observer per element, however many components ask. */
function narrowStoreOf(host: HTMLElement): NarrowStore {
  let store = stores.get(host);
  if (store) return store;
  let narrow: boolean | undefined;
  let observer: ResizeObserver | undefined;
  const listeners = new Set<() => void>();
  const measure = () => {
    const now = isNarrow(host);
    if (now === narrow) return;
    narrow = now;
    listeners.forEach((listener) => listener());
  };
  store = {
    subscribe(listener) {
      listeners.add(listener);
      if (!observer) {
        observer = new ResizeObserver(measure);
        observer.observe(host);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        observer?.disconnect();
        observer = undefined;
        narrow = undefined;
      };
    },
    narrow: () => (narrow ??= isNarrow(host)),
  };
  stores.set(host, store);
  return store;
}

/**
 * Whether the widget itself, not the window, is narrower than the mobile breakpoint. While React
 * takes over the first screen drawn before it started, the answer is the one that screen was
 * drawn for (docs/decisions/0212-first-screen-pre-rendered-and-hydrated.md).
 */
export function useNarrowWidget(): boolean {
  const { host, narrowAtStart } = useWidget();
  const store = narrowStoreOf(host);
  return useSyncExternalStore(store.subscribe, store.narrow, () => narrowAtStart);
}
