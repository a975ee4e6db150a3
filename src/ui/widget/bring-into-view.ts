/** Host pages often pin a header of about this height on narrow screens (spec section 2). */
const NARROW_WINDOW_PX = 768;
const PINNED_HEADER_PX = 65;

/**
 * After a step to a new screen, the page scrolls as little as it takes for the widget to show
 * whole: back up when its top has left the screen, down when its end is below the screen (a
 * step's answers below the fold), never further than its top (65 px lower on narrow windows, clear
 * of a pinned header). A loader, which holds the last screen's height for a moment, only brings
 * the top back: the page moves once, for the screen that follows. In widget mode a partner's page
 * is never scrolled by the widget itself (docs/decisions/0028-scroll-and-focus-after-a-step.md, 0132).
 */
export function bringWidgetIntoView(
  host: HTMLElement,
  { widgetMode, whole = true }: { widgetMode: boolean; whole?: boolean },
): void {
  if (widgetMode) return;
  const { top, bottom } = host.getBoundingClientRect();
  const offset = window.innerWidth < NARROW_WINDOW_PX ? PINNED_HEADER_PX : 0;
  const toTop = top - offset;
  const toEnd = whole ? bottom - window.innerHeight : 0;
  const by = top < 0 ? toTop : Math.min(toTop, toEnd);
  if (by > 0 || top < 0) window.scrollTo({ top: Math.max(0, window.scrollY + by) });
}

/** Whether all of an element is inside the window. */
export function isInView(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight;
}
