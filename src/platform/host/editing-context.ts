/**
 * Whether the page is being edited or previewed, when a widget shows what is wrong with its tag
 * (docs/decisions/0274-problems-known-at-ready-and-shown-in-a-preview.md): the page's template says
 * so with `<meta name="alcohol-awareness-widgets" content="preview">` (written only on the CMS's
 * preview), or the widget sits in a rich-text editor's editable area. A published page has neither.
 */
export const PREVIEW_META = 'meta[name="alcohol-awareness-widgets" i][content~="preview" i]';

export function isEditedOrPreviewed(element: Element): boolean {
  return element.ownerDocument.querySelector(PREVIEW_META) !== null || element.parentElement?.isContentEditable === true;
}
