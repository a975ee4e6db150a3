import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { usePlatform } from '../ui/widget/platform-context';
import { useWidget } from '../ui/widget/widget-context';
import { routeName } from './routes';

const MOBILE_SCROLL_OFFSET = -65;

/**
 * A page view per screen (spec section 2, navigation guard). The first screen does not scroll;
 * later ones bring the top of the tool into view, 65 px lower on narrow screens.
 */
export function usePageEvents(): void {
  const [path] = useLocation();
  const { analytics } = usePlatform();
  const { host } = useWidget();
  const first = useRef(true);

  useEffect(() => {
    analytics.track('page_view', { route_name: routeName(path), path });
    if (first.current) {
      first.current = false;
      return;
    }
    const top = host.getBoundingClientRect().top;
    if (top >= 0) return; // already in view
    const offset = window.innerWidth < 768 ? MOBILE_SCROLL_OFFSET : 0;
    window.scrollTo({ top: window.scrollY + top + offset });
  }, [path, analytics, host]);
}
