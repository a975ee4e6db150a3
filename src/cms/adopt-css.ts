/**
 * Styles for a shadow root of the card or the form, by a constructed stylesheet where the engine
 * has one (a strict CSP allows it, as it does the widgets' own, src/ui/widget/adopt-styles.ts), or
 * a <style> element. The sheet is made in the root's own document: TinyMCE's card lives in its
 * iframe, whose stylesheets are not the page's.
 */
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

export function adoptCss(root: ShadowRoot, css: string): void {
  const doc = root.ownerDocument;
  const Sheet = doc.defaultView?.CSSStyleSheet;
  try {
    const made = sheets.get(doc) ?? new Map<string, CSSStyleSheet>();
    sheets.set(doc, made);
    let sheet = made.get(css);
    if (!sheet) {
      sheet = new Sheet!();
      sheet.replaceSync(css);
      made.set(css, sheet);
    }
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = doc.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
}

/** The shadow root of a host, made once and styled. */
export function styledRoot(host: HTMLElement, css: string): ShadowRoot {
  if (host.shadowRoot) return host.shadowRoot;
  const root = host.attachShadow({ mode: 'open' });
  adoptCss(root, css);
  return root;
}

/** An element of the root's document, with a class and text. */
export function make<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}
