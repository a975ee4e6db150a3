/** Host pages often pin a header of about this height on narrow screens (spec section 2). */
const NARROW_WINDOW_PX = 768;
const PINNED_HEADER_PX = 65;

/**
 * After a step to a new screen: when the widget's top has scrolled off the screen, scroll the
 * page back to it (65 px lower on narrow windows, clear of a pinned header); otherwise leave the
 * page where the person has it. In widget mode a partner's page is never scrolled by the widget
 * itself (docs/decisions/0132).
 */
export function bringWidgetIntoView(host: HTMLElement, { widgetMode }: { widgetMode: boolean }): void {
  if (widgetMode) return;
  const top = host.getBoundingClientRect().top;
  if (top >= 0) return;
  const offset = window.innerWidth < NARROW_WINDOW_PX ? PINNED_HEADER_PX : 0;
  window.scrollTo({ top: Math.max(0, window.scrollY + top - offset) });
}

/** Whether all of an element is inside the window. */
export function isInView(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight;
}
