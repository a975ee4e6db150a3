/**
 * A self-closing `<drinking-check ... />` is an opening tag to HTML: what follows, up to the end
 * of its parent, is parsed inside the element, where the widget does not show it and an editor's
 * node for the tag drops it. The kits move it back after the tag, where the author put it
 * (docs/decisions/0273-what-editors-do-next-to-a-widget.md).
 */
export function hoistContent(element: Element): void {
  if (element.firstChild) element.after(...element.childNodes);
}
