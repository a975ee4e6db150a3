// Umbraco 17's own rich-text editor, <umb-input-tiptap>, on a test page as the backoffice sets it up:
// Umbraco's Tiptap extensions and toolbar buttons registered from its own manifests, the package
// registered from cms/umbraco's umbraco-package.json (served under /App_Plugins/ and importing
// Umbraco's modules through the page's import map, which is the backoffice's own: see
// web-test-runner.config.mjs), and the one server context the editor waits for. Each editor is
// wrapped in the handle that test/browser/fixtures/cms/journey.js drives.
import '@umbraco-cms/backoffice/external/uui';
import { UmbContextProvider } from '@umbraco-cms/backoffice/context-api';
import { umbExtensionsRegistry } from '@umbraco-cms/backoffice/extension-registry';
import { UmbStringState } from '@umbraco-cms/backoffice/observable-api';
import { UmbPropertyEditorConfigCollection } from '@umbraco-cms/backoffice/property-editor';
import { UMB_SERVER_CONTEXT } from '@umbraco-cms/backoffice/server';
import '@umbraco-cms/backoffice/tiptap';
import { manifests as menuItemKinds } from '/umbraco/backoffice/packages/core/menu/components/menu-item/action/manifests.js';
import { manifests as tiptapManifests } from '/umbraco/backoffice/packages/tiptap/manifests.js';
import { waitFor } from '/test/browser/helpers.js';
import { textNode } from '/test/browser/fixtures/cms/setup-helpers.js';
import { firePaste } from '/test/browser/fixtures/cms/clipboard.js';

export const PACKAGE = '/App_Plugins/AlcoholAwarenessWidgets/umbraco-package.json';

umbExtensionsRegistry.registerMany([...menuItemKinds, ...tiptapManifests]);
/** The package's manifest, as the site serves it. */
export const umbracoPackage = await (await fetch(PACKAGE)).json();
umbExtensionsRegistry.registerMany(umbracoPackage.extensions);

const byType = (type) => umbracoPackage.extensions.filter((extension) => extension.type === type).map(({ alias }) => alias);

/** Every Tiptap extension of Umbraco's, and the package's. */
export const EXTENSIONS = [
  ...tiptapManifests.filter(({ type }) => type === 'tiptapExtension').map(({ alias }) => alias),
  ...byType('tiptapExtension'),
];
/** Umbraco's default toolbar (the data type's default), then the package's buttons. */
const TOOLBAR = [
  [
    ['Umb.Tiptap.Toolbar.SourceEditor'],
    ['Umb.Tiptap.Toolbar.Bold', 'Umb.Tiptap.Toolbar.Italic', 'Umb.Tiptap.Toolbar.Underline'],
    ['Umb.Tiptap.Toolbar.BulletList', 'Umb.Tiptap.Toolbar.OrderedList'],
    ['Umb.Tiptap.Toolbar.Link', 'Umb.Tiptap.Toolbar.Unlink'],
    byType('tiptapToolbarExtension'),
  ],
];

/** The backoffice's server context, as far as the editor asks: where the site's stylesheets are. */
const serverContext = (host) => ({
  getHostElement: () => host,
  getServerConnection: () => ({ umbracoCssPath: new UmbStringState('/css').asObservable() }),
});

/** The toolbar's buttons, by their label (Umbraco's `uui-button`s in the toolbar's shadow roots). */
function toolbarButtons(input) {
  const toolbar = input.shadowRoot.querySelector('umb-tiptap-toolbar')?.shadowRoot;
  return [...(toolbar?.querySelectorAll('[data-mark^="action:tiptap-toolbar:"]') ?? [])]
    .map((action) => action.shadowRoot?.querySelector('uui-button'))
    .filter(Boolean);
}

/** An <umb-input-tiptap> holding `content`, once its editor and the package's buttons are there. */
export async function umbracoSetup(content = '', { extensions = EXTENSIONS } = {}) {
  const place = document.body.appendChild(document.createElement('div'));
  const provider = new UmbContextProvider(place, UMB_SERVER_CONTEXT, serverContext(place));
  provider.hostConnected();
  const input = document.createElement('umb-input-tiptap');
  input.configuration = new UmbPropertyEditorConfigCollection([
    { alias: 'extensions', value: extensions },
    { alias: 'toolbar', value: TOOLBAR },
  ]);
  input.value = content;
  place.append(input);
  const editor = await waitFor(() => input._editor, 'Umbraco to start its editor', 60000);
  await waitFor(
    () => toolbarButtons(input).length === TOOLBAR.flat(2).length,
    () =>
      `the toolbar's buttons: ${toolbarButtons(input).map((button) => button.label)} ${input.shadowRoot.querySelector('umb-tiptap-toolbar')?.shadowRoot?.innerHTML.slice(0, 3000)}`,
    60000,
  );
  const editable = () => editor.view.dom;
  return {
    name: 'Umbraco 17',
    input,
    editor,
    editable,
    button: (label) => toolbarButtons(input).find((button) => button.label === label),
    cards: () => [...editable().querySelectorAll('[role="group"][aria-label$=" widget"]')],
    /** What Umbraco saves: the value <umb-input-tiptap> holds after the last change. */
    saved: () => input.value,
    setSource: (html) => {
      input.value = html;
    },
    caretAt(text, end) {
      const node = textNode(editable(), text);
      const offset = end ? node.data.indexOf(text) + text.length : node.data.indexOf(text);
      editor.commands.setTextSelection(editor.view.posAtDOM(node, offset));
      // Now, not at the next frame as Tiptap's focus command does: the keys sent next must land here.
      editor.view.focus();
    },
    paste(clipboard) {
      editor.commands.focus();
      firePaste(editable(), clipboard);
    },
    destroy() {
      input.destroy();
      provider.destroy();
      place.remove();
    },
  };
}
