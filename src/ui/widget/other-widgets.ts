import type { WidgetElement } from './create-widget-element';

/** The first element with this tag on the same page as `from`, if there is one. */
export function findOnPage(from: Element, tagName: string): HTMLElement | null {
  return from.ownerDocument.querySelector<HTMLElement>(tagName);
}

/**
 * Shows another widget of the page at `path`, brings it into view and moves focus to its heading,
 * as following a link to it would. An element not yet upgraded is only brought into view.
 */
export function showWidget(element: HTMLElement, path: string): void {
  (element as Partial<WidgetElement>).routes?.navigate(path);
  element.scrollIntoView({ block: 'start' });
  requestAnimationFrame(() => element.shadowRoot?.querySelector<HTMLElement>('.aa-h1')?.focus({ preventScroll: true }));
}
