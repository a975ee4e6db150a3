const sheets = new Map<string, CSSStyleSheet>();

export function supportsAdoptedStyles(root: ShadowRoot): boolean {
  return 'adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function';
}

/**
 * Adopts the widget's styles into its shadow root as one constructable stylesheet shared by
 * every instance of the widget: no <style> element, so a strict CSP without 'unsafe-inline'
 * allows it. Returns false where constructable stylesheets are missing; the caller then falls
 * back to a <style> element (those browsers predate strict CSP needs).
 */
export function adoptStyles(root: ShadowRoot, cssText: string): boolean {
  if (!supportsAdoptedStyles(root)) return false;
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return true;
}
