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
  /**
   * Whether the widget is narrow, for a component's first render; while React takes over the
   * first screen drawn before it started, the width that screen was drawn for (use-narrow-widget.ts).
   */
  startsNarrow: () => boolean;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget is used outside a widget element');
  return value;
}

export const useSettings = (): WidgetSettings => useWidget().settings;
