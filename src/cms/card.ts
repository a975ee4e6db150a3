/**
 * The card a widget shows as in a rich-text editor: which tool, its settings in words, and what is
 * wrong with the tag in the widget's own words, with a button that opens the form. Plain DOM in a
 * shadow root of the host the kit gives (TinyMCE's element in its iframe, CKEditor's raw element,
 * Tiptap's node view), so no editor's content styles reach it
 * (docs/decisions/0271-a-card-and-a-form-from-the-attribute-table.md).
 */
import { make, styledRoot } from './adopt-css';
import { CARD_CSS } from './card-css';
import { readTag } from './read-tag';
import type { ToolTag } from './tools';

export interface CardOptions {
  tag: ToolTag;
  /** The tag's attributes as the editor holds them. */
  attributes: Readonly<Record<string, string>>;
  /** The element holds page content (a self-closing tag swallowed what followed it). */
  hasContent?: boolean;
  /** Called by the card's "Change settings" button; without it the card has none. */
  onChange?: () => void;
}

/** Draws (or draws again) the card in the host's shadow root. */
export function renderCard(host: HTMLElement, { tag, attributes, hasContent = false, onChange }: CardOptions): void {
  const root = styledRoot(host, CARD_CSS);
  const doc = host.ownerDocument;
  const { tool, settings, problems } = readTag(tag, attributes, hasContent);
  const card = make(doc, 'div', 'card');
  const title = card.appendChild(make(doc, 'p', 'tool', tool.name));
  title.append(make(doc, 'span', 'kind', ' (widget)'));
  if (settings.length === 0) card.append(make(doc, 'p', 'none', 'On its default settings.'));
  else {
    const list = card.appendChild(make(doc, 'dl'));
    for (const { field, words, ignored } of settings) {
      const row = list.appendChild(make(doc, 'div'));
      const value = make(doc, 'dd', ignored ? 'ignored' : undefined, words);
      if (ignored) value.append(make(doc, 'span', 'hidden', ' (not used)'));
      row.append(make(doc, 'dt', undefined, field.label), value);
    }
  }
  if (problems.length > 0) {
    const box = card.appendChild(make(doc, 'div', 'problems'));
    box.append(make(doc, 'p', undefined, problems.length === 1 ? 'To fix (1):' : `To fix (${problems.length}):`));
    const list = box.appendChild(make(doc, 'ul'));
    for (const { problem, fix } of problems) {
      const item = list.appendChild(make(doc, 'li', undefined, `The widget ${problem}.`));
      item.append(make(doc, 'span', 'fix', fix));
    }
  }
  if (onChange) {
    const button = card.appendChild(make(doc, 'button', undefined, 'Change settings'));
    button.type = 'button';
    // The name starts with the words it shows (WCAG 2.5.3), and says which widget.
    button.setAttribute('aria-label', `Change settings of the ${tool.name}`);
    button.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();
      onChange();
    });
  }
  const fallbackStyle = [...root.children].find((child) => child.localName === 'style');
  root.replaceChildren(...(fallbackStyle ? [fallbackStyle] : []), card);
}
