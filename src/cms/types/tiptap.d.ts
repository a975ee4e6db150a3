// cms/tiptap.js: Tiptap 2 and 3, and Umbraco 15 to 17's rich-text editor (dist/README.md, "On a CMS page").
import type { Extension, Node } from '@tiptap/core';

export declare const TAGS: readonly string[];
export declare const ATTRIBUTES: readonly string[];
/** Attribute names as written in HTML (kebab-case), each a string; "" for a boolean attribute that is on. */
export type WidgetNodeAttributes = Partial<Record<string, string>>;
export declare const DrinkingCheck: Node;
export declare const UnitCalculator: Node;
/** Both nodes, with the keys and insert that keep them safe. */
export declare const AlcoholAwarenessWidgets: Extension;
export default AlcoholAwarenessWidgets;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    alcoholAwarenessWidgets: {
      /** Inserts a widget at the selection (after a selected node, never over it), the cursor after it. */
      insertDrinkingCheck: (attributes?: WidgetNodeAttributes) => ReturnType;
      insertUnitCalculator: (attributes?: WidgetNodeAttributes) => ReturnType;
      /** Opens the form: to change the selected widget of the kind, or to insert one. */
      openDrinkingCheckForm: () => ReturnType;
      openUnitCalculatorForm: () => ReturnType;
    };
  }
}
