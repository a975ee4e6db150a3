/**
 * TinyMCE takes clipboard HTML that holds nothing but paragraphs and the widgets' tags for plain
 * text (its plain-text test does not match a tag name with a hyphen), so the markup was pasted as
 * visible text, or nothing; Firefox's copy of a page selection is such HTML. When the HTML holds a
 * widget's tag, it is handed to TinyMCE's own HTML paste instead, with its clean-up, paste_preprocess
 * (Umbraco's) and schema. A paste as plain text, asked for, stays plain text.
 */
import type { Editor } from 'tinymce';

const WIDGET_TAG = /<(drinking-check|unit-calculator)[\s>/]/i;

/** The copied fragment, without the document around it that a browser puts on the clipboard. */
export function clipboardFragment(html: string): string {
  const marked = /<!--StartFragment-->([\s\S]*)<!--EndFragment-->/.exec(html);
  const body = marked?.[1] ?? /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body.replace(/<meta[^>]*>/gi, '').trim();
}

export function pasteWidgetsAsHtml(editor: Editor): void {
  let plainTextMode = false;
  let plainTextKeys = false;
  editor.on('PastePlainTextToggle', (event: { state: boolean }) => {
    plainTextMode = event.state;
  });
  editor.on('keydown', (event: KeyboardEvent) => {
    plainTextKeys = (event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'v';
  });
  editor.on(
    'paste',
    (event: ClipboardEvent) => {
      const asText = plainTextMode || plainTextKeys;
      plainTextKeys = false;
      const html = event.clipboardData?.getData('text/html') ?? '';
      if (event.defaultPrevented || asText || !WIDGET_TAG.test(html)) return;
      event.preventDefault();
      editor.execCommand('mceInsertClipboardContent', false, { html: clipboardFragment(html) });
    },
    true,
  );
}
