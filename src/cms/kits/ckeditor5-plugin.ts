/**
 * The CKEditor 5 plugin: each tool as a widget showing the card (ckeditor5-conversion.ts), selected
 * and deleted as one piece by CKEditor's Widget plugin, and a toolbar button per tool,
 * `drinkingCheck` and `unitCalculator`, that opens the form to insert one after the selection or to
 * change the one selected (so does the card's button).
 */
import { ButtonView, Command, type Editor, Plugin, Widget } from 'ckeditor5';
import { openWidgetForm } from '../dialog';
import { TOOLS, type Tool } from '../tools';
import { ATTRIBUTES_KEY, defineConversion, type TagAttributes } from './ckeditor5-conversion';
import { keepWidgetsFromTyping } from './ckeditor5-typing';

/** The model element and toolbar button of a tool: `drinkingCheck`, `unitCalculator`. */
export const modelName = (tool: Tool) => tool.command[0]!.toLowerCase() + tool.command.slice(1);

class WidgetFormCommand extends Command {
  /** Whether the selection is on a widget of this tool (the button shows pressed). */
  declare value: boolean;

  constructor(
    editor: Editor,
    private readonly tool: Tool,
  ) {
    super(editor);
  }

  override refresh(): void {
    this.isEnabled = true;
    this.value = this.editor.model.document.selection.getSelectedElement()?.name === modelName(this.tool);
  }

  override execute(): void {
    void this.open();
  }

  private async open(): Promise<void> {
    const { editor, tool } = this;
    const name = modelName(tool);
    const { selection } = editor.model.document;
    const selected = selection.getSelectedElement();
    const changing = selected?.name === name ? selected : null;
    // Where the selection was: focus coming back to the editor may move it (Firefox puts the caret
    // at the start, which would put a new widget there, or over a widget at the start). The form is
    // modal, so the content does not change meanwhile.
    const where = selection.getFirstRange()!;
    const result = await openWidgetForm({
      tag: tool.tag,
      attributes: changing ? ((changing.getAttribute(ATTRIBUTES_KEY) as TagAttributes) ?? {}) : undefined,
      document: editor.ui.view.element?.ownerDocument ?? document,
    });
    editor.model.change((writer) => {
      writer.setSelection(where);
      if (!result) return;
      if (changing) {
        writer.setAttribute(ATTRIBUTES_KEY, result.attributes, changing);
        writer.setSelection(changing, 'on');
      } else {
        const element = writer.createElement(name, { [ATTRIBUTES_KEY]: result.attributes });
        editor.model.insertObject(element, null, null, { setSelection: 'after' });
      }
    });
    editor.editing.view.focus();
  }
}

export class AlcoholAwarenessWidgets extends Plugin {
  static get requires() {
    return [Widget] as const;
  }

  static get pluginName() {
    return 'AlcoholAwarenessWidgets' as const;
  }

  init(): void {
    const { editor } = this;
    keepWidgetsFromTyping(editor, TOOLS.map(modelName));
    for (const tool of TOOLS) {
      const name = modelName(tool);
      const command = new WidgetFormCommand(editor, tool);
      editor.commands.add(name, command);
      // The card's button: its widget selected, then the form for it.
      defineConversion(editor, tool, name, (element) => {
        editor.model.change((writer) => writer.setSelection(element, 'on'));
        editor.execute(name);
      });
      editor.ui.componentFactory.add(name, (locale) => {
        const button = new ButtonView(locale);
        button.set({ label: tool.name, withText: true, tooltip: `Insert the ${tool.name}, or change the one selected` });
        button.bind('isOn', 'isEnabled').to(command, 'value', 'isEnabled');
        button.on('execute', () => editor.execute(name));
        return button;
      });
    }
  }
}
