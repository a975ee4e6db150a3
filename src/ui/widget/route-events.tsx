import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { usePlatform } from './platform-context';

/** Tells the host page each time the widget's route changes. Page views are the apps' (they know route names). */
export function RouteEvents(): null {
  const { host } = usePlatform();
  const [path] = useLocation();
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (previous.current === path) return;
    if (previous.current !== undefined) host.notify('route-change', { path, previousPath: previous.current });
    previous.current = path;
  }, [host, path]);

  return null;
}
