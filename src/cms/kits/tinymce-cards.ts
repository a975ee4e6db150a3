/**
 * TinyMCE's classic editor edits in an iframe: there each tag is defined as an element that draws
 * the card in its shadow root, so the widget shows as a card wherever TinyMCE puts it (insert,
 * paste, undo, the source view) and draws itself again when its attributes change. The iframe's
 * own registry is used, never the page's: in the inline mode (the page's own document) nothing is
 * defined, so a page that also runs the widgets keeps them.
 */
import type { Editor } from 'tinymce';
import { renderCard } from '../card';
import { holdsContent } from '../../platform/host/element-checks';
import { CMS_ATTRIBUTES } from '../keep-attributes';
import { TOOLS, type ToolTag } from '../tools';

/** An element's attributes, without the editor's own (data-mce-*, contenteditable). */
export function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries(
    element
      .getAttributeNames()
      .filter((name) => !name.startsWith('data-mce-') && name !== 'contenteditable')
      .map((name) => [name, element.getAttribute(name)!]),
  );
}

export function defineCards(editor: Editor, onChange: (element: HTMLElement) => void): void {
  const win = editor.getWin() as (Window & typeof globalThis) | null;
  if (editor.inline || !win || win === window) return;
  for (const { tag } of TOOLS) {
    if (win.customElements.get(tag)) continue;
    class Card extends win.HTMLElement {
      static get observedAttributes() {
        return CMS_ATTRIBUTES;
      }
      connectedCallback() {
        this.draw();
      }
      attributeChangedCallback() {
        if (this.isConnected) this.draw();
      }
      draw() {
        renderCard(this, {
          tag: tag as ToolTag,
          attributes: attributesOf(this),
          hasContent: holdsContent(this),
          onChange: () => onChange(this),
        });
      }
    }
    win.customElements.define(tag, Card);
  }
}
