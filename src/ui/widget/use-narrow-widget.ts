import { useEffect, useState } from 'react';
import { useWidget } from './widget-context';
import { isNarrow } from './widget-width';

export { isNarrow };

/** Whether the widget itself, not the window, is narrower than the mobile breakpoint. */
export function useNarrowWidget(): boolean {
  const { host, startsNarrow } = useWidget();
  const [narrow, setNarrow] = useState(startsNarrow);
  useEffect(() => {
    const observer = new ResizeObserver(() => setNarrow(isNarrow(host)));
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  return narrow;
}
