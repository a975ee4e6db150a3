/**
 * The TinyMCE plugin (6, 7 and 8): the tags kept with their attributes (tinymce-schema.ts), each
 * shown as the card (tinymce-cards.ts), pasted as HTML (tinymce-paste.ts), and a toolbar button
 * per tool, `drinkingcheck` and `unitcalculator`, that opens the form to insert one, or to change
 * the one selected (so does the card's button and a double click).
 */
import type { Editor } from 'tinymce';
import { openWidgetForm } from '../dialog';
import { TOOLS, type Tool } from '../tools';
import { attributesOf, defineCards } from './tinymce-cards';
import { guardWidgetsFromKeys } from './tinymce-keys';
import { pasteWidgetsAsHtml } from './tinymce-paste';
import { extendSchema } from './tinymce-schema';

export const PLUGIN_NAME = 'alcoholawarenesswidgets';

/** The toolbar button of a tool: `drinkingcheck`, `unitcalculator`. */
export const buttonName = (tool: Tool) => tool.command.toLowerCase();

const widgetAt = (node: Node | null): HTMLElement | null =>
  (node as Element | null)?.closest?.(TOOLS.map((tool) => tool.tag).join(',')) ?? null;

async function openForm(editor: Editor, tool: Tool, element: HTMLElement | null): Promise<void> {
  const changing = element?.localName === tool.tag ? element : null;
  if (changing) editor.selection.select(changing);
  const result = await openWidgetForm({
    tag: tool.tag,
    attributes: changing ? attributesOf(changing) : undefined,
    document: editor.getContainer().ownerDocument,
  });
  editor.focus();
  if (!result) return;
  if (!changing) {
    editor.insertContent(result.html);
    return;
  }
  editor.undoManager.transact(() => {
    for (const name of Object.keys(attributesOf(changing))) changing.removeAttribute(name);
    for (const [name, value] of Object.entries(result.attributes)) changing.setAttribute(name, value);
  });
  editor.selection.select(changing);
  editor.nodeChanged();
}

export function widgetsPlugin(editor: Editor): void {
  extendSchema(editor);
  pasteWidgetsAsHtml(editor);
  guardWidgetsFromKeys(editor);
  const toolOfElement = (element: HTMLElement) => TOOLS.find((tool) => tool.tag === element.localName)!;
  editor.on('init', () => defineCards(editor, (element) => void openForm(editor, toolOfElement(element), element)));
  editor.on('dblclick', (event: MouseEvent) => {
    const element = widgetAt(event.target as Node);
    if (element) void openForm(editor, toolOfElement(element), element);
  });
  for (const tool of TOOLS) {
    editor.ui.registry.addToggleButton(buttonName(tool), {
      text: tool.name,
      tooltip: `Insert the ${tool.name}, or change the one selected`,
      onAction: () => void openForm(editor, tool, widgetAt(editor.selection.getNode())),
      onSetup: (api) => {
        const update = () => api.setActive(widgetAt(editor.selection.getNode())?.localName === tool.tag);
        editor.on('NodeChange', update);
        return () => editor.off('NodeChange', update);
      },
    });
  }
}
