/**
 * The form in a modal dialog, as each kit's toolbar button and the card's "Change settings" open
 * it: resolves to the tag to write, or null when the editor cancels (Escape, Cancel). The dialog
 * lives in a shadow root of its own, so the editor page's styles do not reach it; focus goes back
 * where it was when it closes.
 */
import { make, styledRoot } from './adopt-css';
import { createWidgetForm, type WidgetValue } from './form';
import { FORM_CSS } from './form-css';
import { toolOf, type ToolTag } from './tools';

export interface WidgetDialogOptions {
  tag: ToolTag;
  /** The attributes of the tag being changed; absent: a new tag is inserted. */
  attributes?: Readonly<Record<string, string>>;
  hasContent?: boolean;
  /** The document to open it in (the editor's page). */
  document?: Document;
}

export function openWidgetForm({ tag, attributes, hasContent, document: doc = document }: WidgetDialogOptions): Promise<WidgetValue | null> {
  const tool = toolOf(tag);
  const changing = attributes !== undefined;
  const before = doc.activeElement as HTMLElement | null;
  const host = doc.body.appendChild(doc.createElement('div'));
  const root = styledRoot(host, FORM_CSS);
  const dialog = root.appendChild(make(doc, 'dialog'));
  const inner = dialog.appendChild(make(doc, 'div', 'dialog-body'));
  const title = inner.appendChild(make(doc, 'h2', undefined, `${changing ? 'Change' : 'Insert'} the ${tool.name}`));
  title.id = 'aaw-dialog-title';
  dialog.setAttribute('aria-labelledby', title.id);
  inner.append(make(doc, 'p', 'summary', tool.summary));

  return new Promise((resolve) => {
    let result: WidgetValue | null = null;
    const form = createWidgetForm(doc, {
      tags: [tag],
      tag,
      attributes,
      hasContent,
      submitLabel: changing ? 'Save changes' : 'Insert',
      onSubmit: (value) => {
        result = value;
        dialog.close();
      },
    });
    const cancel = form.element.querySelector('.buttons')!.appendChild(make(doc, 'button', undefined, 'Cancel'));
    cancel.type = 'button';
    cancel.addEventListener('click', () => dialog.close());
    inner.append(form.element);
    dialog.addEventListener('close', () => {
      host.remove();
      before?.focus?.();
      resolve(result);
    });
    dialog.showModal();
    form.element.querySelector<HTMLInputElement>('input')?.focus();
  });
}
