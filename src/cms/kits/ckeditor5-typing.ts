/**
 * CKEditor 5 next to a widget: a character typed while a widget is selected goes into the block
 * after it (made when there is none), where CKEditor would replace the widget with it; Ctrl+End
 * with a widget last selects it, where the caret went to the end of the text above it, so that the
 * next character landed above the widget. Backspace and Delete beside a widget already select it
 * first (CKEditor's Widget plugin). docs/decisions/0273-what-editors-do-next-to-a-widget.md.
 */
import type { Editor, ModelElement } from 'ckeditor5';

export function keepWidgetsFromTyping(editor: Editor, names: readonly string[]): void {
  const { model } = editor;
  const viewDocument = editor.editing.view.document;
  const selectedWidget = () => {
    const element = model.document.selection.getSelectedElement();
    return element && names.includes(element.name) ? element : null;
  };

  /** Puts the selection at the start of the text block after the widget, made when there is none. */
  const moveAfter = (widget: ModelElement) =>
    model.change((writer) => {
      const next = widget.nextSibling;
      if (next?.is('element') && model.schema.isBlock(next) && model.schema.checkChild(next, '$text'))
        return writer.setSelection(next, 0);
      const paragraph = writer.createElement('paragraph');
      writer.insert(paragraph, widget, 'after');
      writer.setSelection(paragraph, 0);
    });

  viewDocument.on(
    'insertText',
    (_event, data: { selection?: unknown }) => {
      const widget = selectedWidget();
      if (!widget) return;
      moveAfter(widget);
      data.selection = viewDocument.selection;
    },
    { priority: 'highest' },
  );

  editor.keystrokes.set('Ctrl+End', (_data, cancel) => {
    const last = model.document.getRoot()?.getChild(model.document.getRoot()!.childCount - 1);
    if (!last?.is('element') || !names.includes(last.name)) return;
    model.change((writer) => writer.setSelection(last, 'on'));
    cancel();
  });
}
