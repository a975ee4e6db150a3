/**
 * Umbraco 13's rich-text editor is TinyMCE 6 set up in appsettings.json. Its own way to add a plugin
 * (its docs, "Rich Text Editor Plugins"): CustomConfig's `external_plugins` names the plugin's file,
 * and `Commands` offers its buttons to the data type's toolbar. Nothing else is replaced: the
 * plugin adds the tags to the editor's own rules (tinymce-schema.ts).
 */
import { TOOLS } from './tools';

/** Where the guide tells a site to copy cms/tinymce-plugin.js. */
export const UMBRACO_13_PLUGIN_PATH = '/App_Plugins/AlcoholAwarenessWidgets/tinymce-plugin.js';

export const umbraco13AppSettings = (): string =>
  JSON.stringify(
    {
      Umbraco: {
        CMS: {
          RichTextEditor: {
            CustomConfig: { external_plugins: JSON.stringify({ alcoholawarenesswidgets: UMBRACO_13_PLUGIN_PATH }) },
            Commands: TOOLS.map((tool) => ({ Alias: tool.command.toLowerCase(), Name: tool.name, Mode: 'Insert' })),
          },
        },
      },
    },
    null,
    2,
  );
