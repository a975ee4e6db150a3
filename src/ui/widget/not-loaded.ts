/**
 * What a widget shows when its React code did not arrive (a dropped connection, a file missing on
 * the host's server): a status saying so and a way on, never a dead or blank screen
 * (docs/decisions/0250-first-screen-before-react.md). First "Try again"; if that fails too,
 * "Reload the page", as Chromium keeps a failed module for the page's life (docs/decisions/0202).
 * Plain DOM, as React is what is missing; the words are built in, as the copy service comes with React.
 */
const TEXT = {
  title: 'This tool did not load',
  retryBody: 'Check your connection, then try again.',
  retry: 'Try again',
  reloadBody: 'Check your connection, then reload the page. Nothing you have done in this tool will be lost.',
  reload: 'Reload the page',
};

export interface NotLoadedNotice {
  readonly node: Element;
  readonly button: HTMLButtonElement;
  remove(): void;
}

/**
 * Draws the notice in `root`. `retry` runs when the person asks to try again; without it (a try
 * has failed already) the button reloads the page.
 */
export function showNotLoaded(root: ShadowRoot, retry?: () => void): NotLoadedNotice {
  const document = root.ownerDocument;
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
    const node = document.createElement(tag);
    node.className = className;
    if (text) node.textContent = text;
    return node;
  };
  const widget = element('div', 'widget');
  const panel = element('section', 'panel not-loaded');
  const status = element('div', 'not-loaded__status');
  status.setAttribute('role', 'alert');
  status.append(element('h2', 'not-loaded__title', TEXT.title), element('p', '', retry ? TEXT.retryBody : TEXT.reloadBody));
  const button = element('button', 'button', retry ? TEXT.retry : TEXT.reload);
  button.type = 'button';
  button.addEventListener('click', () => {
    button.classList.add('is-waiting');
    button.setAttribute('aria-busy', 'true');
    if (retry) retry();
    else root.ownerDocument.defaultView?.location.reload();
  });
  panel.append(status, button);
  const content = element('div', 'content');
  content.append(panel);
  widget.append(content);
  root.append(widget);
  return { node: widget, button, remove: () => widget.remove() };
}
