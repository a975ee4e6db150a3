// Issue 35: a CMS's code against the kits' declarations (cms/*.d.ts, as the package ships them):
// each set-up of dist-readme.md's "On a CMS page" compiles, and a wrong call does not.
import { Editor } from '@tiptap/core';
import { ClassicEditor, Essentials, Paragraph } from 'ckeditor5';
import { AlcoholAwarenessWidgets as CkWidgets, htmlSupport, withWidgets as ckeditorWidgets } from '../../cms/ckeditor5.js';
import { mountWidgetForm, openWidgetForm, renderCard, tagHtml, type WidgetValue } from '../../cms/editing.js';
import { dompurifyOptions, sanitizeHtmlOptions } from '../../cms/sanitizers.js';
import { PLUGIN_NAME, tinymceOptions, umbraco13AppSettings, widgetsPlugin, withWidgets } from '../../cms/tinymce.js';
import { AlcoholAwarenessWidgets } from '../../cms/tiptap.js';

const target = document.createElement('textarea');
const options = withWidgets({ target, license_key: 'gpl', toolbar: 'undo redo' });
options.setup(undefined as never);
const names: string[] = [PLUGIN_NAME, tinymceOptions.custom_elements, umbraco13AppSettings];
void widgetsPlugin;

void ClassicEditor.create(
  document.createElement('div'),
  ckeditorWidgets({ licenseKey: 'GPL', plugins: [Essentials, Paragraph] }),
);
const ckPlugins = [CkWidgets];
const rule: RegExp = htmlSupport.allow[0]!.name;

const editor = new Editor({ element: document.createElement('div'), extensions: [AlcoholAwarenessWidgets] });
editor.commands.insertDrinkingCheck({ campaign: 'spring', 'content-block': '' });
editor.commands.openUnitCalculatorForm();
// @ts-expect-error attribute values are strings ("" for a boolean that is on)
editor.commands.insertUnitCalculator({ 'content-block': true });

renderCard(document.createElement('div'), { tag: 'drinking-check', attributes: { campaign: 'spring' } });
// @ts-expect-error a tool's tag, not any element's
renderCard(document.createElement('div'), { tag: 'drinking-checks', attributes: {} });
const inserted: Promise<WidgetValue | null> = openWidgetForm({ tag: 'unit-calculator' });
mountWidgetForm(document.createElement('div'), { onInput: ({ html }) => html.length });
const html: string = tagHtml('drinking-check', { campaign: 'spring' });

const purify = dompurifyOptions({ RETURN_TRUSTED_TYPE: false });
const sanitize = sanitizeHtmlOptions({ allowedTags: ['p'] });

export { ckPlugins, html, inserted, names, purify, rule, sanitize };
