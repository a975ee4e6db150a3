/**
 * What rich-text editors and copied snippets do to an attribute's text, undone where the intent
 * is plain and named either way, so that an editor can fix the page
 * (docs/decisions/0231-what-editors-do-to-attributes.md).
 */

/** One problem with what a page wrote: the attribute (null: the element's content), what is wrong, how to fix it. */
export interface SettingsProblem {
  attribute: string | null;
  problem: string;
  fix: string;
}

/** Quotes a word processor or chat puts in place of `"` and `'`. */
export const CURLY_QUOTES = '“”„‟‘’‚‛«»';
const isCurly = (character: string | undefined) => character !== undefined && CURLY_QUOTES.includes(character);
/** An entity left in the text because the HTML was encoded twice (`&amp;amp;`, `&amp;nbsp;`). */
const LEFT_ENCODED = /&(amp|#0*38|#x0*26);/gi;
const LEFT_ENCODED_SPACE = /&(nbsp|#0*160|#x0*a0);/gi;
/** Spaces that are not the space bar's: non-breaking, thin, ideographic; and the zero-width ones. */
const ODD_SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;
/** Whether the pattern occurs (search() leaves a global pattern's lastIndex alone). */
const has = (pattern: RegExp, text: string) => text.search(pattern) >= 0;

export interface Mended {
  text: string;
  /** What was wrong, each with its fix. */
  notes: { problem: string; fix: string }[];
  /** A value that must not be read: its quotes broke. */
  refused?: boolean;
}

/**
 * The text an editor meant. `address`: a single URL, where a line break is never meant; `name`:
 * the attribute, whose own name is HTML's form of "on" for a boolean.
 */
export function mend(name: string, raw: string, kind: 'boolean' | 'text', address = false): Mended {
  const notes: Mended['notes'] = [];
  let text = raw.trim();
  const first = text[0];
  const last = text[text.length - 1];
  if (isCurly(first) && isCurly(last) && text.length > 1) {
    text = text.slice(1, -1).trim();
    notes.push({ problem: 'is in curly quotes', fix: `Write ${name}="…" with straight quotes.` });
  } else if (isCurly(first) || isCurly(last)) {
    return {
      text,
      refused: true,
      notes: [
        { problem: 'has a curly quote, so its value was cut', fix: `Write the whole value in straight quotes: ${name}="…".` },
      ],
    };
  }
  if (has(LEFT_ENCODED, text) || has(LEFT_ENCODED_SPACE, text)) {
    let before;
    do {
      before = text;
      text = text.replace(LEFT_ENCODED, '&').replace(LEFT_ENCODED_SPACE, '\u00a0');
    } while (text !== before);
    notes.push({ problem: 'was encoded twice (&amp;amp;)', fix: 'Write & as itself in the editor, or as &amp; once in HTML.' });
  }
  if (has(ODD_SPACES, text) || has(ZERO_WIDTH, text)) {
    text = text.replace(ZERO_WIDTH, '').replace(ODD_SPACES, ' ').trim();
    notes.push({ problem: 'has a non-breaking or invisible space', fix: 'Type the value again with plain spaces.' });
  }
  if (address && /[\r\n]/.test(text)) {
    text = text.replace(/\s*[\r\n]+\s*/g, '');
    notes.push({ problem: 'has a line break inside the address', fix: 'Put the address on one line.' });
  }
  if (kind === 'boolean' && text.toLowerCase() === name) text = '';
  return { text, notes };
}
