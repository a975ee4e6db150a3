import { useRef, type KeyboardEvent } from 'react';

/** The tab a key selects in a row of `count` tabs: arrows wrap round, Home and End go to the ends. */
export function nextTab(key: string, selected: number, count: number): number | undefined {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowRight') return (selected + 1) % count;
  if (key === 'ArrowLeft') return (selected + count - 1) % count;
  return undefined;
}

/**
 * The keys of the WAI-ARIA tabs pattern, for a tablist: a key selects the tab and moves focus to
 * it (one Tab stop for the whole list). Put `onKeyDown` and `tabRef(index)` on each tab.
 */
export function useTabKeys(count: number, selected: number, onSelect: (index: number) => void) {
  const tabs = useRef<(HTMLElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTab(event.key, selected, count);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };
  const tabRef = (index: number) => (element: HTMLElement | null) => {
    tabs.current[index] = element;
  };
  return { onKeyDown, tabRef };
}
