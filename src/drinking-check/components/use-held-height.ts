import { useState, type CSSProperties } from 'react';
import { useWidget } from '../../ui/widget/widget-context';

/**
 * Keeps the height the previous screen left, for a screen that shows while something arrives (a
 * loader, a step's code), so that nothing on the host page moves (docs/decisions/0150-loaders-wait-for-work.md).
 * Returns the style for the screen's outer element: it is there from the element's first layout,
 * so no engine ever lays out the shorter screen (Firefox clamped the page's scroll to it), and as
 * a block formatting context, so its content's margins stay inside the held height (WebKit let a
 * status's margin out, and the loader after it held 16 px more).
 */
export function useHeldHeight(): CSSProperties | undefined {
  const { host } = useWidget();
  // Read while rendering, before this screen replaces the previous one in the page.
  const [held] = useState(() => host.shadowRoot?.querySelector('.widget')?.getBoundingClientRect().height);
  return held ? { minHeight: `${held}px`, display: 'flow-root' } : undefined;
}
