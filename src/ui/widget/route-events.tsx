import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { usePlatform } from './platform-context';

/**
 * Tells the host page each time the widget's route changes, and sends the page-view analytics
 * event (SPEC section 2: route path) for the first screen and every later one.
 */
export function RouteEvents(): null {
  const { host, analytics } = usePlatform();
  const [path] = useLocation();
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (previous.current === path) return;
    if (previous.current !== undefined) host.notify('route-change', { path, previousPath: previous.current });
    analytics.track('page_view', { page_path: path });
    previous.current = path;
  }, [host, analytics, path]);

  return null;
}
