import type { PlatformServices } from '../../platform/services';

/**
 * Links that leave the widget: the host hears of each (link-open), and when the widget is
 * embedded in an app the app opens them (openLink message) instead of the WebView.
 * Returns a function that stops listening.
 */
export function interceptLinks(root: ShadowRoot, host: PlatformServices['host']): () => void {
  const onClick = (event: Event) => {
    const mouse = event as MouseEvent;
    if (mouse.defaultPrevented || mouse.button !== 0) return;
    const anchor = event
      .composedPath()
      .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
    if (!anchor) return;
    const href = anchor.getAttribute('href') ?? '';
    if (href.startsWith('#')) return;
    let url: URL;
    try {
      url = new URL(href, anchor.baseURI);
    } catch {
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
    if (host.openLink(url.href)) event.preventDefault();
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
