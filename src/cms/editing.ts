/**
 * cms/editing.js: the card and the form on their own, for a kit of your own (an Umbraco package
 * of Tiptap toolbar buttons, another editor) and the demo's tag builder. Plain DOM, no framework.
 * dist/README.md, "On a CMS page".
 */
import { styledRoot } from './adopt-css';
import { createWidgetForm, type WidgetForm, type WidgetFormOptions } from './form';
import { FORM_CSS } from './form-css';

export { renderCard, type CardOptions } from './card';
export { openWidgetForm, type WidgetDialogOptions } from './dialog';
export { createWidgetForm, type WidgetForm, type WidgetFormOptions, type WidgetValue } from './form';
export { readTag, type TagReading } from './read-tag';
export { tagHtml } from './tag-html';
export { TOOLS, TOOL_TAGS as TAGS, type Tool, type ToolTag } from './tools';
export { CMS_ATTRIBUTES as ATTRIBUTES, keepsAttribute } from './keep-attributes';

/** The form, styled, in a shadow root of the host (a page of its own, such as the demo's tag builder). */
export function mountWidgetForm(host: HTMLElement, options: WidgetFormOptions = {}): WidgetForm {
  const form = createWidgetForm(host.ownerDocument, options);
  styledRoot(host, FORM_CSS).append(form.element);
  return form;
}
