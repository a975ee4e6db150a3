// The demo's tag builder: the CMS kits' form (cms/editing.js) on a page of its own, the tag it
// builds shown to copy, and the widget itself beside it, drawn again a moment after each change.
// The preview is made element by element from the form's values, never from HTML text.
import { mountWidgetForm } from '/cms/editing.js';

const preview = document.getElementById('builder-preview');
const snippet = document.getElementById('builder-snippet');
const copied = document.getElementById('builder-copied');
let shown = '';
let timer;

function show({ tag, attributes, html }) {
  snippet.textContent = html;
  copied.textContent = '';
  if (html === shown) return;
  shown = html;
  const widget = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value);
  preview.replaceChildren(widget);
}

const form = mountWidgetForm(document.getElementById('builder-form'), {
  submitLabel: 'Show the tag',
  onInput: (value) => {
    clearTimeout(timer);
    timer = setTimeout(() => show(value), 400);
  },
  onSubmit: (value) => {
    clearTimeout(timer);
    show(value);
    snippet.focus();
  },
});
snippet.tabIndex = -1;
show(form.current());

document.getElementById('builder-copy').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(snippet.textContent);
    copied.textContent = 'Copied. Paste it into the page where the tool should be.';
  } catch {
    getSelection().selectAllChildren(snippet);
    copied.textContent = 'Selected: press Ctrl+C (Cmd+C on a Mac) to copy it.';
  }
});
