/**
 * The package's `umbraco-package.json` (the build adds the npm package's version): the
 * `tiptapExtension` a site enables in its rich-text data type, and a `tiptapToolbarExtension`
 * button per tool that it then places in the toolbar. Typed against Umbraco's own manifest types
 * (`npm run test:umbraco`), so that a wrong type, kind or meta field fails before a site sees it.
 */
import type { ManifestTiptapExtension, ManifestTiptapToolbarExtensionButtonKind } from '@umbraco-cms/backoffice/tiptap';
import { TOOLS, type ToolTag } from '../../src/cms/tools';

/** Where Umbraco serves the package's files: the folder a site copies into its `App_Plugins`. */
export const FOLDER = 'App_Plugins/AlcoholAwarenessWidgets';
export const EXTENSION_ALIAS = 'AlcoholAwareness.Tiptap.Widgets';

const ICONS: Record<ToolTag, string> = { 'drinking-check': 'icon-clipboard-entry', 'unit-calculator': 'icon-calculator' };

const widgets: ManifestTiptapExtension = {
  type: 'tiptapExtension',
  alias: EXTENSION_ALIAS,
  name: 'Alcohol awareness widgets',
  api: `/${FOLDER}/widgets.tiptap-api.js`,
  meta: {
    icon: 'icon-wine-glass',
    label: 'Drinking Check and Unit and Calorie Calculator',
    group: '#tiptap_extGroup_interactive',
    description: 'Shows each widget as a card of its settings; its toolbar buttons insert and change one by a form.',
  },
};

const buttons = TOOLS.map((tool): ManifestTiptapToolbarExtensionButtonKind => ({
  type: 'tiptapToolbarExtension',
  kind: 'button',
  alias: `AlcoholAwareness.Tiptap.Toolbar.${tool.command}`,
  name: `${tool.name} button`,
  api: `/${FOLDER}/${tool.tag}.tiptap-toolbar-api.js`,
  forExtensions: [EXTENSION_ALIAS],
  // The kit's node name (drinkingCheck): Umbraco shows the button as active while one is selected.
  meta: { alias: tool.command[0]!.toLowerCase() + tool.command.slice(1), icon: ICONS[tool.tag], label: tool.name },
}));

export const umbracoPackage = (version: string) => ({
  name: 'Alcohol Awareness Widgets',
  version,
  extensions: [widgets, ...buttons],
});
