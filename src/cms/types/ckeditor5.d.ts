// cms/ckeditor5.js: CKEditor 5 v42 and later, the `ckeditor5` package (dist/README.md, "On a CMS page").
import type { EditorConfig, Plugin } from 'ckeditor5';

export declare const TAGS: readonly string[];
export declare const ATTRIBUTES: readonly string[];
/** The toolbar items, `drinkingCheck` and `unitCalculator`. */
export declare const TOOLBAR_ITEMS: readonly string[];
/** The plugin: each widget as a card, a toolbar button per widget that opens the form. */
export declare class AlcoholAwarenessWidgets extends Plugin {
  static get pluginName(): 'AlcoholAwarenessWidgets';
  init(): void;
}
interface WidgetRule {
  readonly name: RegExp;
  readonly attributes: Readonly<Record<string, true>>;
}
/** General HTML Support's rule alone, for a set-up without the plugin (no card or form). */
export declare const htmlSupport: { readonly allow: readonly WidgetRule[] };
/** A copy of an editor configuration with the plugin added and its buttons at the end of the toolbar. */
export declare function withWidgets<T extends EditorConfig>(config?: T): T & Required<Pick<EditorConfig, 'plugins' | 'toolbar'>>;
