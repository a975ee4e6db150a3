/**
 * Registers a custom element unless the tag is taken already, as happens when a page includes
 * a widget's script twice: the second copy warns once and leaves the first one working.
 */
export function defineOnce(tagName: string, element: CustomElementConstructor): void {
  if (customElements.get(tagName)) {
    console.warn(`<${tagName}> is already defined on this page; this copy of its script was skipped.`);
    return;
  }
  customElements.define(tagName, element);
}
