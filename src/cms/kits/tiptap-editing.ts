/**
 * What Tiptap does next to a widget, made safe: an insert leaves the cursor after the new widget
 * (in a paragraph made for it when none follows), never the widget selected for the next key to
 * replace; Backspace or Delete beside a widget selects it first, so only a second press, on
 * purpose, deletes it; a character typed while a widget is selected goes after it instead of
 * replacing it (docs/decisions/0273-what-editors-do-next-to-a-widget.md).
 */
import { type CommandProps, type Editor, Extension, isNodeSelection } from '@tiptap/core';

type State = Editor['state'];

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    alcoholAwarenessWidgets: {
      insertDrinkingCheck: (attributes?: Record<string, string>) => ReturnType;
      insertUnitCalculator: (attributes?: Record<string, string>) => ReturnType;
      openDrinkingCheckForm: () => ReturnType;
      openUnitCalculatorForm: () => ReturnType;
    };
  }
}

/** Whether a node is one of the widgets' (their names are in the extension's options). */
const isWidget = (names: readonly string[], node: { type: { name: string } } | null | undefined) =>
  !!node && names.includes(node.type.name);

/** The position after the widget the selection is on, or right after (at the start of the next text block). */
function afterWidget(names: readonly string[], { selection, doc }: { selection: State['selection']; doc: State['doc'] }): number | undefined {
  if (isNodeSelection(selection) && isWidget(names, selection.node)) return selection.to;
  const { $from } = selection;
  if (isWidget(names, $from.nodeBefore)) return selection.from;
  if (!$from.parent.isTextblock || $from.parentOffset !== 0 || $from.depth === 0) return undefined;
  const before = $from.before();
  return isWidget(names, doc.resolve(before).nodeBefore) ? before : undefined;
}

/** Inserts a widget node at the selection (after a selected node, never over it), the cursor after it. */
export function insertWidget({ state, chain }: CommandProps, nodeName: string, attrs: Record<string, unknown>): boolean {
  const { selection } = state;
  const at = isNodeSelection(selection) ? selection.to : { from: selection.from, to: selection.to };
  let cursor: number | undefined;
  const inserted = chain()
    .insertContentAt(at, { type: nodeName, attrs })
    .command(({ tr }) => {
      const after = afterWidget([nodeName], tr);
      if (after === undefined) return true;
      const $after = tr.doc.resolve(after);
      if (!$after.nodeAfter?.isTextblock) {
        const block = $after.parent.type.contentMatch.defaultType?.create();
        if (!block) return false;
        tr.insert(after, block);
      }
      cursor = after + 1;
      return true;
    });
  return (cursor === undefined ? inserted : inserted.setTextSelection(cursor)).scrollIntoView().run();
}

export const WidgetEditing = Extension.create<{ names: string[] }>({
  name: 'alcoholAwarenessWidgetEditing',
  addOptions: () => ({ names: [] }),

  addKeyboardShortcuts() {
    const { names } = this.options;
    /** Beside a widget at the start (Backspace) or end (Delete) of a text block: select it, and drop an empty block. */
    const selectBeside = (backward: boolean) => () => {
      const { state } = this.editor;
      const { selection } = state;
      const { $from, empty } = selection;
      if (!empty || !$from.parent.isTextblock) return false;
      if (backward ? $from.parentOffset !== 0 : $from.parentOffset !== $from.parent.content.size) return false;
      const blockStart = $from.before();
      const blockEnd = $from.after();
      const $edge = state.doc.resolve(backward ? blockStart : blockEnd);
      const widget = backward ? $edge.nodeBefore : $edge.nodeAfter;
      if (!isWidget(names, widget)) return false;
      const widgetPos = backward ? blockStart - widget!.nodeSize : blockEnd;
      const emptyBlock = $from.parent.content.size === 0;
      return this.editor
        .chain()
        .command(({ tr }) => {
          if (emptyBlock) tr.delete(blockStart, blockEnd);
          return true;
        })
        .setNodeSelection(!backward && emptyBlock ? blockStart : widgetPos)
        .run();
    };
    return { Backspace: selectBeside(true), Delete: selectBeside(false) };
  },

  onCreate() {
    const { names } = this.options;
    const editor = this.editor;
    // Typing with a widget selected: the text goes into the block after it, made when there is none.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      const { selection } = editor.state;
      const after = isNodeSelection(selection) && isWidget(names, selection.node) ? selection.to : undefined;
      if (after === undefined) return;
      const $after = editor.state.doc.resolve(after);
      const block = $after.parent.type.contentMatch.defaultType;
      const chain = editor.chain();
      if (!$after.nodeAfter?.isTextblock && block) chain.insertContentAt(after, { type: block.name });
      chain.setTextSelection(after + 1).run();
    };
    editor.view.dom.addEventListener('keydown', onKeyDown, true);
    this.storage.stop = () => editor.view.dom.removeEventListener('keydown', onKeyDown, true);
  },

  addStorage: () => ({ stop: () => undefined }),

  onDestroy() {
    this.storage.stop();
  },
});
