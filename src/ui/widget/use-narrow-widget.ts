import { useEffect, useState } from 'react';
import { useWidget } from './widget-context';

/** The spec's mobile breakpoint (768 px), in ems of the widget's base size as the stylesheets use it. */
const NARROW_BELOW_EM = 48;

export function isNarrow(host: HTMLElement): boolean {
  const base = parseFloat(getComputedStyle(host).fontSize) || 16;
  return host.getBoundingClientRect().width < NARROW_BELOW_EM * base;
}

/** Whether the widget itself, not the window, is narrower than the mobile breakpoint. */
export function useNarrowWidget(): boolean {
  const { host, startsNarrow } = useWidget();
  // While React takes over the first screen drawn before it started, the width it was drawn for
  // (docs/decisions/0212-first-screen-pre-rendered-and-hydrated.md).
  const [narrow, setNarrow] = useState(startsNarrow);
  useEffect(() => {
    const observer = new ResizeObserver(() => setNarrow(isNarrow(host)));
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  return narrow;
}
