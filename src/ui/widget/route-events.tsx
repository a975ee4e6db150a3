import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { usePlatform } from './platform-context';

/** Tells the host page each time the widget's route changes. */
export function RouteEvents(): null {
  const { host } = usePlatform();
  const [path] = useLocation();
  const previous = useRef(path);

  useEffect(() => {
    if (previous.current === path) return;
    host.notify('route-change', { path, previousPath: previous.current });
    previous.current = path;
  }, [host, path]);

  return null;
}
