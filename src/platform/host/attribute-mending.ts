/**
 * What rich-text editors and copied snippets do to an attribute's text, undone where the intent
 * is plain (docs/decisions/0231-what-editors-do-to-attributes.md). Only what reading a value
 * needs is here, in the first load; what the page is told about it (settings-problems.ts) loads
 * only when something is wrong.
 */

/** One problem with what a page wrote: the attribute (null: the element's content), what is wrong, how to fix it. */
export interface SettingsProblem {
  attribute: string | null;
  problem: string;
  fix: string;
}

/** What was done to a value: curly quotes taken off, `&amp;` decoded, odd spaces made plain, a line break taken out of an address. */
export type Mending = 'curly' | 'encoded' | 'space' | 'break';

/**
 * An attribute whose value was mended or refused (`cut`: a curly quote at one end only; `long`:
 * longer than the attribute takes, refused unread).
 */
export interface Finding {
  attribute: string;
  value: string;
  /** The value read, when one was. */
  read?: string;
  mended: Mending[];
  refused?: 'cut' | 'malformed' | 'long';
}

/** Quotes a word processor or chat puts in place of `"` and `'`. */
export const CURLY_QUOTES = '“”„‟‘’‚‛«»';
const CURLY_ENDS = new RegExp(`^[${CURLY_QUOTES}]|[${CURLY_QUOTES}]$`, 'g');

/**
 * The text an editor meant, or `cut` when a curly quote at one end shows the value was cut.
 * `address`: a single URL, where a line break is never meant; `name`: the attribute, whose own
 * name is HTML's form of "on" for a boolean.
 */
export function mend(
  name: string,
  raw: string,
  boolean: boolean,
  address: boolean,
): { text: string; mended: Mending[]; cut?: true } {
  const mended: Mending[] = [];
  let text = raw.trim();
  if (text.match(CURLY_ENDS)?.length === 1) return { text, mended, cut: true };
  const step = (kind: Mending, change: (text: string) => string) => {
    const next = change(text).trim();
    if (next !== text) mended.push(kind);
    text = next;
  };
  step('curly', (value) => value.replace(CURLY_ENDS, ''));
  // Left by HTML encoded twice (`&amp;amp;`, `&amp;nbsp;`), however many times.
  step('encoded', (value) => value.replace(/&(amp;)+/gi, '&').replace(/&nbsp;/gi, '\u00a0'));
  // Non-breaking, thin and ideographic spaces become plain ones; zero-width ones go.
  step('space', (value) =>
    value.replace(/[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]|([\u200b-\u200d\u2060\ufeff])/g, (_, zero) => (zero ? '' : ' ')),
  );
  if (address) step('break', (value) => value.replace(/\s*[\r\n]+\s*/g, ''));
  if (boolean && text.toLowerCase() === name) text = '';
  return { text, mended };
}

/** Attributes any element may carry, which the element checks pass over (element-checks.ts has the whole list). */
const COMMON = /^(id|class|style|slot|title|lang|dir|hidden|(data|aria)-.*)$/;

/**
 * Whether the element may have something to report beyond its settings: an attribute it does not
 * know (misspelt, or left of broken quotes), or content inside it.
 */
export function mayHaveProblems(element: Element, known: readonly string[]): boolean {
  return (
    element.getAttributeNames().some((name) => !known.includes(name) && !COMMON.test(name)) ||
    [...element.childNodes].some((node) => node.nodeType === 1 || (node.nodeType === 3 && (node.textContent ?? '').trim() !== ''))
  );
}
