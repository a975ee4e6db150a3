import { useLayoutEffect, useRef, useState } from 'react';
import { useWidget } from '../../ui/widget/widget-context';

/**
 * Keeps the height the previous screen left, for a screen that shows while something arrives (a
 * loader, a step's code), so that nothing on the host page moves (docs/decisions/0150-loaders-wait-for-work.md).
 * Returns the ref for the screen's outer element.
 */
export function useHeldHeight<T extends HTMLElement>() {
  const { host } = useWidget();
  const screen = useRef<T>(null);
  // Read while rendering, before this screen replaces the previous one in the page.
  const [held] = useState(() => host.shadowRoot?.querySelector('.widget')?.getBoundingClientRect().height);
  useLayoutEffect(() => {
    const style = screen.current?.style;
    if (!held || !style) return;
    style.setProperty('min-height', `${held}px`);
    // Its content's margins stay inside the held height: the status under the banner of a step
    // still arriving let its margin out, and the loader after it held 16 px more (WebKit).
    style.setProperty('display', 'flow-root');
  }, [held]);
  return screen;
}
