import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { usePlatform } from '../ui/widget/platform-context';
import { routeName } from './routes';

/**
 * A page view per screen (spec section 2, navigation guard). Each screen's heading brings the
 * tool into view (see PageHeading).
 */
export function usePageEvents(): void {
  const [path] = useLocation();
  const { analytics } = usePlatform();

  useEffect(() => {
    analytics.track('page_view', { route_name: routeName(path), path });
  }, [path, analytics]);
}
