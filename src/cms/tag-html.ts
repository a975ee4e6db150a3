/** A widget's tag as HTML, with its closing tag: what the form inserts and the demo's builder shows to copy. */
import type { ToolTag } from './tools';

const escapeValue = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<drinking-check campaign="spring" content-block></drinking-check>`: a boolean that is on is written bare. */
export function tagHtml(tag: ToolTag, attributes: Readonly<Record<string, string>>): string {
  const written = Object.entries(attributes).map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeValue(value)}"`));
  return `<${tag}${written.join('')}></${tag}>`;
}
