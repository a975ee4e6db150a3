import { useRef, type KeyboardEvent } from 'react';

/** The tab a key selects in a row of `count` tabs: arrows wrap round, Home and End go to the ends. */
export function nextTab(key: string, selected: number, count: number): number | undefined {
  const last = count - 1;
  const moves: Record<string, number> = {
    ArrowRight: selected === last ? 0 : selected + 1,
    ArrowLeft: selected === 0 ? last : selected - 1,
    Home: 0,
    End: last,
  };
  return moves[key];
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
