/**
 * cms/tinymce-plugin.js: a classic script that registers the plugin with the page's TinyMCE, for
 * its `external_plugins` option; Umbraco 13 loads it so (dist/README.md, "Umbraco 13").
 */
import type { TinyMCE } from 'tinymce';
import { PLUGIN_NAME, widgetsPlugin } from './tinymce-plugin';

const tinymce = (globalThis as { tinymce?: TinyMCE }).tinymce;
if (tinymce) tinymce.PluginManager.add(PLUGIN_NAME, (editor) => widgetsPlugin(editor));
