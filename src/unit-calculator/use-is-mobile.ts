import { useSyncExternalStore } from 'react';

/** Below the spec's mobile breakpoint of 768 px. */
const QUERY = '(max-width: 767.98px)';

function subscribe(listener: () => void): () => void {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(QUERY).matches ?? false, () => false);
}
