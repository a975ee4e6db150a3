import { createContext, useContext } from 'react';
import type { EventPrefix } from '../../platform/host/events';
import type { WidgetSettings } from '../../platform/host/settings';
import type { RouteStore } from '../../platform/host/route-store';

export interface WidgetContextValue {
  host: HTMLElement;
  prefix: EventPrefix;
  settings: WidgetSettings;
  routes: RouteStore;
  /** This instance's name on the page (`dc`, `dc2`, `ucc-<id>`...): a key for its stored state. */
  instanceKey: string;
  /** Whether the widget was narrow when its first screen was drawn: what React's first render shows (use-narrow-widget.ts). */
  narrowAtStart: boolean;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget is used outside a widget element');
  return value;
}

export const useSettings = (): WidgetSettings => useWidget().settings;
