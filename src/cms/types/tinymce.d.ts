// cms/tinymce.js: TinyMCE 6, 7 and 8 (dist/README.md, "On a CMS page").
import type { Editor } from 'tinymce';

export declare const TAGS: readonly string[];
export declare const ATTRIBUTES: readonly string[];
/** The plugin's name, for `plugins` and `external_plugins`: `alcoholawarenesswidgets`. */
export declare const PLUGIN_NAME: string;
/** The toolbar buttons, `drinkingcheck unitcalculator`. */
export declare const TOOLBAR_BUTTONS: string;
/** The plugin: tinymce.PluginManager.add(PLUGIN_NAME, widgetsPlugin), or call it from `setup`. */
export declare function widgetsPlugin(editor: Editor): void;
/** A copy of tinymce.init() options with the plugin set up and its buttons at the end of the toolbar. */
export declare function withWidgets<T extends object>(options?: T): T & { setup(editor: Editor): void; toolbar: string | string[] | false };
/** The two options that keep the tags with the attributes the widgets read, without the plugin (no card or form). */
export declare const tinymceOptions: { readonly custom_elements: string; readonly extended_valid_elements: string };
/** Umbraco 13's appsettings.json lines that load cms/tinymce-plugin.js and offer its buttons. */
export declare const umbraco13AppSettings: string;
