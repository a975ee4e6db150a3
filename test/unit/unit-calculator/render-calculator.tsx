import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { createRouteStore } from '../../../src/platform/host/route-store';
import { parseSettings } from '../../../src/platform/host/settings';
import { offlineServices, type AnalyticsParams, type PlatformServices } from '../../../src/platform/services';
import { DRINKS_SCREENS } from '../../../src/unit-calculator/drinks/drinks-loader';
import { RESULTS_SCREENS } from '../../../src/unit-calculator/results/results-loader';
import { UnitCalculatorApp } from '../../../src/unit-calculator/UnitCalculatorApp';
import { PlatformContext } from '../../../src/ui/widget/platform-context';
import { isNarrow } from '../../../src/ui/widget/use-narrow-widget';
import { WidgetContext } from '../../../src/ui/widget/widget-context';
import { recordNotify, recordTrack } from '../recording-services';

/** Loads the screens that load on demand, so that a test renders them at once. */
export async function loadScreens(): Promise<void> {
  await Promise.all([DRINKS_SCREENS.load(), RESULTS_SCREENS.load()]);
}

/** Renders the calculator app as its element would, with recording services (call loadScreens first). */
export function renderCalculator(
  path: string,
  attributes: Record<string, string> = {},
  api: Partial<PlatformServices['api']> = {},
) {
  const services = offlineServices();
  const calls = {
    track: vi.fn<(event: string, params?: AnalyticsParams) => void>(),
    notify: vi.fn<(event: string, detail: object) => void>(),
    usage: vi.fn(async () => undefined),
  };
  const platform: PlatformServices = {
    ...services,
    api: { ...services.api, recordCalculatorUsage: calls.usage, ...api },
    analytics: { track: recordTrack(calls.track) },
    host: { ...services.host, notify: recordNotify(calls.notify) },
  };
  const routes = createRouteStore(path);
  const settings = parseSettings((name) => attributes[name] ?? null).settings;
  const host = document.createElement('unit-calculator');
  const useLocation = (): [string, typeof routes.navigate] => [
    useSyncExternalStore(routes.subscribe, routes.path),
    routes.navigate,
  ];
  const view = render(
    <WidgetContext.Provider
      value={{ host, prefix: 'ucc', settings, routes, instanceKey: 'ucc-test', startsNarrow: () => isNarrow(host) }}
    >
      <PlatformContext.Provider value={platform}>
        <Provider store={createStore()}>
          <Router hook={useLocation}>
            <UnitCalculatorApp />
          </Router>
        </Provider>
      </PlatformContext.Provider>
    </WidgetContext.Provider>,
  );
  return { ...view, routes, calls, navigate: (to: string) => act(() => routes.navigate(to)) };
}
