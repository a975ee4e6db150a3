/**
 * CKEditor 5: a model element per tool (an object, like an image) holding the tag's attributes;
 * read from the tag (with what keep-attributes.ts keeps, and content a self-closing tag swallowed
 * converted after it), written back as the tag, and shown in the editor as the card in a widget.
 */
import { type Editor, type ModelElement, toWidget } from 'ckeditor5';
import { renderCard } from '../card';
import { keptAttributes } from '../keep-attributes';
import type { Tool } from '../tools';

export const ATTRIBUTES_KEY = 'widgetAttributes';
export type TagAttributes = Record<string, string>;

export function defineConversion(editor: Editor, tool: Tool, model: string, onChange: (element: ModelElement) => void): void {
  editor.model.schema.register(model, { inheritAllFrom: '$blockObject', allowAttributes: [ATTRIBUTES_KEY] });

  editor.data.upcastDispatcher.on(
    `element:${tool.tag}`,
    (_event, data, api) => {
      const view = data.viewItem;
      if (!api.consumable.test(view, { name: true })) return;
      const attributes = keptAttributes(Object.fromEntries(view.getAttributes()));
      const element = api.writer.createElement(model, { [ATTRIBUTES_KEY]: attributes });
      if (!api.safeInsert(element, data.modelCursor)) return;
      api.consumable.consume(view, { name: true });
      api.updateConversionResult(element, data);
      if (view.childCount === 0) return;
      const start = data.modelRange!.start;
      const rest = api.convertChildren(view, data.modelCursor);
      data.modelRange = api.writer.createRange(start, rest.modelRange.end);
      data.modelCursor = rest.modelCursor;
    },
    { priority: 'high' },
  );

  const attributesOf = (element: { getAttribute(key: string): unknown }) =>
    (element.getAttribute(ATTRIBUTES_KEY) as TagAttributes | undefined) ?? {};

  editor.conversion.for('dataDowncast').elementToElement({
    model: { name: model, attributes: [ATTRIBUTES_KEY] },
    // An empty element: a container would be given a filler (&nbsp;) inside the tag.
    view: (element, { writer }) => writer.createEmptyElement(tool.tag, attributesOf(element)),
  });

  editor.conversion.for('editingDowncast').elementToElement({
    model: { name: model, attributes: [ATTRIBUTES_KEY] },
    view: (element, { writer }) => {
      const attributes = attributesOf(element);
      const card = writer.createRawElement('div', { class: 'aaw-card' }, (dom) =>
        renderCard(dom, { tag: tool.tag, attributes, onChange: () => onChange(element) }),
      );
      const container = writer.createContainerElement('div', { class: 'aaw-widget' }, [card]);
      return toWidget(container, writer, { label: `${tool.name} widget` });
    },
  });
}
