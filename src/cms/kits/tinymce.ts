/**
 * TinyMCE 6, 7 and 8, as an ES module: the plugin, and the options that add it to a set-up.
 * dist/README.md, "On a CMS page". For a page that loads TinyMCE by a script tag, or Umbraco 13,
 * cms/tinymce-plugin.js registers the same plugin by `external_plugins`.
 */
import type { Editor } from 'tinymce';
import { CMS_ATTRIBUTES } from '../keep-attributes';
import { TOOLS, TOOL_TAGS } from '../tools';
import { umbraco13AppSettings as appSettings } from '../umbraco-13';
import { buttonName, widgetsPlugin } from './tinymce-plugin';

export { CMS_ATTRIBUTES as ATTRIBUTES } from '../keep-attributes';
export { TOOL_TAGS as TAGS } from '../tools';
export { PLUGIN_NAME, widgetsPlugin } from './tinymce-plugin';

/** Umbraco 13's appsettings.json lines that load the plugin (cms/tinymce-plugin.js) and offer its buttons. */
export const umbraco13AppSettings = appSettings();

/** The toolbar buttons, `drinkingcheck unitcalculator`. */
export const TOOLBAR_BUTTONS = TOOLS.map(buttonName).join(' ');

/**
 * The two options that keep the tags with the attributes the widgets read, for a set-up without
 * the plugin (no card, form or paste repair; a misspelt attribute is dropped).
 */
export const tinymceOptions = Object.freeze({
  custom_elements: TOOL_TAGS.join(','),
  extended_valid_elements: TOOL_TAGS.map((tag) => `${tag}[${CMS_ATTRIBUTES.join('|')}]`).join(','),
});

interface Options {
  setup?: (editor: Editor) => void;
  toolbar?: string | boolean | string[];
  [option: string]: unknown;
}

const withButtons = (toolbar: Options['toolbar']) => {
  if (toolbar === false) return false;
  if (Array.isArray(toolbar)) return [...toolbar.slice(0, -1), `${toolbar.at(-1) ?? ''} | ${TOOLBAR_BUTTONS}`.trim()];
  const own = typeof toolbar === 'string' ? toolbar : 'undo redo | blocks | bold italic | bullist numlist';
  return `${own} | ${TOOLBAR_BUTTONS}`;
};

/** A copy of tinymce.init() options with the plugin set up and its buttons at the end of the toolbar. */
export function withWidgets<T extends Options>(options: T = {} as T): T {
  return {
    ...options,
    toolbar: withButtons(options.toolbar),
    setup(editor: Editor) {
      options.setup?.(editor);
      widgetsPlugin(editor);
    },
  };
}
