/**
 * A Tiptap node for one tool: every attribute the widget reads one by one (and a misspelt one, so
 * the card can say so, keep-attributes.ts), written back as the tag with its closing tag; drawn
 * as the card (card.ts) in a node view, selectable and draggable as one piece; inserted by a
 * command that leaves the cursor after it, never the new node selected
 * (docs/decisions/0273-what-editors-do-next-to-a-widget.md).
 */
import { type CommandProps, type Editor, isNodeSelection, Node } from '@tiptap/core';
import { renderCard } from '../card';
import { openWidgetForm } from '../dialog';
import { hoistContent } from '../hoist-content';
import { CMS_ATTRIBUTES, keepsAttribute } from '../keep-attributes';
import type { Tool } from '../tools';
import { insertWidget } from './tiptap-editing';

type Attrs = Record<string, unknown>;
const OTHER = 'otherAttributes';

const attributeSpecs = () => ({
  ...Object.fromEntries(
    CMS_ATTRIBUTES.map((name) => [
      name,
      {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute(name),
        renderHTML: (attributes: Attrs) => (attributes[name] === null ? {} : { [name]: attributes[name] }),
      },
    ]),
  ),
  [OTHER]: {
    default: null,
    parseHTML: (element: HTMLElement) => {
      const other = element.getAttributeNames().filter((name) => !CMS_ATTRIBUTES.includes(name) && keepsAttribute(name));
      return other.length ? Object.fromEntries(other.map((name) => [name, element.getAttribute(name)!])) : null;
    },
    renderHTML: (attributes: Attrs) => (attributes[OTHER] as Record<string, string> | null) ?? {},
  },
});

/** The tag's attributes as HTML has them, from a node's attrs. */
export function tagAttributes(attrs: Attrs): Record<string, string> {
  const own = CMS_ATTRIBUTES.filter((name) => attrs[name] !== null && attrs[name] !== undefined);
  return {
    ...Object.fromEntries(own.map((name) => [name, String(attrs[name])])),
    ...((attrs[OTHER] as Record<string, string> | null) ?? {}),
  };
}

/** Node attrs for a tag's attributes: every one the widget reads, null when absent. */
export function nodeAttrs(attributes: Readonly<Record<string, string>>): Attrs {
  const attrs: Attrs = Object.fromEntries(CMS_ATTRIBUTES.map((name) => [name, attributes[name] ?? null]));
  const other = Object.entries(attributes).filter(([name]) => !CMS_ATTRIBUTES.includes(name) && keepsAttribute(name));
  attrs[OTHER] = other.length ? Object.fromEntries(other) : null;
  return attrs;
}

/** Opens the form for the selected node of this tool, or for a new one. */
export async function openForm(editor: Editor, tool: Tool, nodeName: string): Promise<void> {
  const { selection } = editor.state;
  const selected = isNodeSelection(selection) && selection.node.type.name === nodeName ? selection : undefined;
  const result = await openWidgetForm({
    tag: tool.tag,
    attributes: selected ? tagAttributes(selected.node.attrs) : undefined,
    document: editor.view.dom.ownerDocument,
  });
  if (!result) return void editor.commands.focus();
  if (!selected) return void editor.chain().focus().command((props) => insertWidget(props, nodeName, nodeAttrs(result.attributes))).run();
  editor
    .chain()
    .focus()
    .command(({ tr }) => {
      tr.setNodeMarkup(selected.from, undefined, nodeAttrs(result.attributes));
      return true;
    })
    .setNodeSelection(selected.from)
    .run();
}

function openListItem(item: HTMLElement): false {
  const first = [...item.childNodes].find((node) => node.nodeType === 1 || node.textContent?.trim());
  if ((first as Element | undefined)?.localName?.match(/^(drinking-check|unit-calculator)$/))
    item.insertBefore(item.ownerDocument.createElement('p'), first!);
  return false;
}

export function widgetNode(tool: Tool, name: string): Node {
  return Node.create({
    name,
    group: 'block',
    atom: true,
    selectable: true,
    draggable: true,
    addAttributes: attributeSpecs,
    parseHTML: () => [
      // A list item that starts with a widget gets an empty first paragraph, which a list item needs,
      // rather than the list being split around the widget. Never matches: it only looks.
      { tag: 'li', priority: 51, getAttrs: (item: HTMLElement) => openListItem(item) },
      {
        tag: tool.tag,
        getAttrs: (element: HTMLElement) => {
          hoistContent(element);
          return null;
        },
      },
    ],
    renderHTML: ({ HTMLAttributes }) => [tool.tag, HTMLAttributes],
    addNodeView() {
      return ({ node, view, editor, getPos }) => {
        const dom = view.dom.ownerDocument.createElement('div');
        dom.contentEditable = 'false';
        dom.setAttribute('role', 'group');
        dom.setAttribute('aria-label', `${tool.name} widget`);
        let current = node;
        const change = () => {
          const pos = getPos();
          if (typeof pos === 'number') editor.chain().setNodeSelection(pos).run();
          void openForm(editor, tool, name);
        };
        const draw = () => renderCard(dom, { tag: tool.tag, attributes: tagAttributes(current.attrs), onChange: change });
        draw();
        return {
          dom,
          update(updated) {
            if (updated.type !== current.type) return false;
            current = updated;
            draw();
            return true;
          },
          // The card's own button takes its clicks; the rest selects or drags the node.
          stopEvent: (event) => event.composedPath().some((target) => (target as Element).localName === 'button'),
          ignoreMutation: () => true,
        };
      };
    },
    addCommands() {
      return {
        [`insert${tool.command}`]:
          (attributes: Record<string, string> = {}) =>
          (props: CommandProps) =>
            insertWidget(props, name, nodeAttrs(attributes)),
        [`open${tool.command}Form`]: () => () => {
          void openForm(this.editor, tool, name);
          return true;
        },
      };
    },
  });
}
