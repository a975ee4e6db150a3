/**
 * Tiptap 2 and 3 (and Umbraco 15 to 17's rich-text editor, built on it): a node for each widget,
 * drawn as the card, with commands to insert one and to open the form. Needs @tiptap/core.
 * dist/README.md, "On a CMS page".
 */
import { Extension } from '@tiptap/core';
import { toolOf } from '../tools';
import { WidgetEditing } from './tiptap-editing';
import { widgetNode } from './tiptap-node';

export { CMS_ATTRIBUTES as ATTRIBUTES } from '../keep-attributes';
export { TOOL_TAGS as TAGS } from '../tools';

/** <drinking-check>: editor.commands.insertDrinkingCheck({ campaign: 'spring' }), editor.commands.openDrinkingCheckForm(). */
export const DrinkingCheck = widgetNode(toolOf('drinking-check'), 'drinkingCheck');
/** <unit-calculator>: editor.commands.insertUnitCalculator({ 'content-block': '' }), editor.commands.openUnitCalculatorForm(). */
export const UnitCalculator = widgetNode(toolOf('unit-calculator'), 'unitCalculator');

/** Both nodes, with the keys and insert that keep them safe, as one extension. */
export const AlcoholAwarenessWidgets = Extension.create({
  name: 'alcoholAwarenessWidgets',
  addExtensions: () => [DrinkingCheck, UnitCalculator, WidgetEditing.configure({ names: ['drinkingCheck', 'unitCalculator'] })],
});

export default AlcoholAwarenessWidgets;
