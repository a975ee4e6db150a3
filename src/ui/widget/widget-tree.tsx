import { Provider as StoreProvider } from 'jotai';
import type { createStore } from 'jotai';
import type { ComponentType, Ref } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import type { PlatformServices } from '../../platform/services';
import { PlatformContext } from './platform-context';
import { RouteEvents } from './route-events';
import { WidgetContext, type WidgetContextValue } from './widget-context';

export interface WidgetTreeProps {
  widget: WidgetContextValue;
  platform: PlatformServices;
  store: ReturnType<typeof createStore>;
  useLocation: BaseLocationHook;
  App: ComponentType;
  /** The stylesheet as a <style> element, where the shadow root cannot adopt it. */
  fallbackCss?: string;
  rendered?: Ref<HTMLDivElement>;
}

/**
 * What one widget renders, around its app. The element renders it in the browser, and the build
 * renders it in Node for the first screen that the element draws before React starts: the two
 * must give the same markup for React to take the drawn screen over
 * (docs/decisions/0212-first-screen-pre-rendered-and-hydrated.md).
 */
export function WidgetTree({ widget, platform, store, useLocation, App, fallbackCss, rendered }: WidgetTreeProps) {
  return (
    <WidgetContext.Provider value={widget}>
      <PlatformContext.Provider value={platform}>
        <StoreProvider store={store}>
          <Router hook={useLocation}>
            {fallbackCss !== undefined && <style>{fallbackCss}</style>}
            <RouteEvents />
            <div ref={rendered} className="widget" data-content-block={widget.settings.contentBlock || undefined}>
              <App />
            </div>
          </Router>
        </StoreProvider>
      </PlatformContext.Provider>
    </WidgetContext.Provider>
  );
}
