/**
 * What TinyMCE keeps of the widgets' tags, added to the editor's own schema at PreInit (so a set-up's
 * own custom_elements and extended_valid_elements, Umbraco 13's among them, stay as they are): both
 * tags as blocks, with the attributes keep-attributes.ts keeps and no other; content a self-closing
 * tag swallowed goes back after it; in the editor the tag is one uneditable piece, which is not saved.
 */
import type { AstNode, Editor } from 'tinymce';
import { keepsAttribute } from '../keep-attributes';
import { TOOL_TAGS } from '../tools';

const TAGS = TOOL_TAGS.join(',');

/** Moves a node's children after it, in order. */
function hoistChildren(node: AstNode): void {
  let after = node;
  for (let child = node.firstChild; child; ) {
    const next = child.next;
    node.parent!.insert(child, after);
    after = child;
    child = next;
  }
}

function keepOnly(node: AstNode): void {
  for (const { name } of [...(node.attributes ?? [])]) if (!keepsAttribute(name)) node.attr(name, null);
}

export function extendSchema(editor: Editor): void {
  editor.on('PreInit', () => {
    editor.schema.addCustomElements(TAGS);
    editor.schema.addValidElements(TOOL_TAGS.map((tag) => `${tag}[*]`).join(','));
    editor.parser.addNodeFilter(TAGS, (nodes) => {
      for (const node of nodes) {
        keepOnly(node);
        if (node.parent) hoistChildren(node);
        node.attr('contenteditable', 'false');
      }
    });
    editor.serializer.addNodeFilter(TAGS, (nodes) => {
      for (const node of nodes) {
        keepOnly(node);
        node.attr('contenteditable', null);
      }
    });
  });
}
