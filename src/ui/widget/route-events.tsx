import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { dispatchWidgetEvent } from '../../platform/host/events';
import { useWidget } from './widget-context';

/** Tells the host page each time the widget's route changes. */
export function RouteEvents(): null {
  const { host, prefix } = useWidget();
  const [path] = useLocation();
  const previous = useRef(path);

  useEffect(() => {
    if (previous.current === path) return;
    dispatchWidgetEvent(host, prefix, 'route-change', { path, previousPath: previous.current });
    previous.current = path;
  }, [host, prefix, path]);

  return null;
}
