/**
 * TinyMCE next to a widget: a character typed while a widget is selected goes into the block after
 * it (TinyMCE dropped it), and Ctrl+End with a widget last puts the caret after it (the next
 * character went above the widget in WebKit and nowhere in Firefox). Backspace and Delete beside a
 * widget already stop at it first (TinyMCE's own handling of uneditable blocks).
 * docs/decisions/0273-what-editors-do-next-to-a-widget.md.
 */
import type { Editor } from 'tinymce';
import { isToolTag, TOOL_TAGS } from '../tools';

const isWidget = (node: Node | null | undefined): node is HTMLElement => !!node && isToolTag((node as Element).localName ?? '');

/** The caret at the start of the text block after the widget, made when there is none. */
function caretAfter(editor: Editor, widget: HTMLElement): void {
  let next = widget.nextElementSibling;
  if (!next || isWidget(next) || !editor.dom.isBlock(next) || next.getAttribute('contenteditable') === 'false') {
    next = editor.dom.create('p', {}, '<br data-mce-bogus="1">');
    widget.after(next);
  }
  editor.selection.setCursorLocation(next, 0);
}

export function guardWidgetsFromKeys(editor: Editor): void {
  editor.on(
    'keydown',
    (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 'End') {
        const last = editor.getBody().lastElementChild;
        if (!isWidget(last)) return;
        event.preventDefault();
        caretAfter(editor, last);
        return;
      }
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      // TinyMCE marks the uneditable element it has selected (its DOM selection may be elsewhere, off screen).
      const selected = editor.getBody().querySelector<HTMLElement>(`${TOOL_TAGS.join('[data-mce-selected],')}[data-mce-selected]`);
      if (selected) caretAfter(editor, selected);
    },
    true,
  );
}
