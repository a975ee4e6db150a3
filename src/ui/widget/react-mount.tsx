import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { AppModule } from './app-mounting';
import type { WidgetInternals } from './widget-element';

/**
 * The widget's AppModule: React renders its own tree from the live settings, synchronously, and
 * the drawn first screen hands over to it (what the person did, their focus) and goes, all in one
 * task, so that no frame shows two screens (docs/decisions/0250-first-screen-before-react.md).
 */
export function appModule(WidgetRoot: ComponentType<{ container: ShadowRoot }>): AppModule {
  return {
    mount(container, drawn) {
      const host = container.host as WidgetInternals;
      const root = createRoot(container, {
        onRecoverableError: (error) => host.warnings.error('react', `React recovered from an error: ${String(error)}`),
      });
      const before = new Set(container.children);
      flushSync(() => root.render(<WidgetRoot container={container} />));
      // React's screen, beside the drawn one until that goes.
      const screen = [...container.children].find((child) => !before.has(child) && child.classList.contains('widget'));
      if (!screen) {
        root.unmount();
        return undefined;
      }
      drawn?.handOver(screen, flushSync);
      return { unmount: () => root.unmount() };
    },
  };
}
