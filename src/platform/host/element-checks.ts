/**
 * What is wrong with an element as a whole rather than one setting: an attribute that is left of a
 * value whose quotes broke, a misspelt attribute, content inside the element (the self-closing
 * `<drinking-check ... />`). Loaded with settings-problems.ts, only when attribute-mending.ts's
 * mayHaveProblems sees cause. docs/decisions/0231-what-editors-do-to-attributes.md.
 */
import { CURLY_QUOTES, type SettingsProblem } from './attribute-mending';

/** Attributes any element may carry, which are never a misspelling of ours. */
const GLOBAL =
  /^(id|class|style|title|lang|dir|hidden|slot|part|tabindex|role|nonce|is|inert|translate|autofocus|accesskey|draggable|spellcheck|contenteditable|enterkeyhint|inputmode|popover|xmlns|(data|aria)-.*|on.*)$/;
const QUOTE = new RegExp(`["'${CURLY_QUOTES}]`);

/** Edits (insert, delete, change, swap of neighbours) from a to b, or more than `most`. */
function distance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let before: number[] = [];
  let row = [...Array(b.length + 1).keys()];
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const swap = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] ? before[j - 2]! + 1 : Infinity;
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1), swap);
    }
    before = row;
    row = next;
  }
  return row[b.length]!;
}

/** The known attribute a name is most likely a misspelling of (camelCase, `_` for `-`, a letter or two off). */
export function likelyAttribute(name: string, known: readonly string[]): string | undefined {
  const most = name.length < 6 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = most + 1;
  for (const candidate of known) {
    const found = distance(name.replace(/_/g, '-'), candidate, most);
    if (found < bestDistance) [best, bestDistance] = [candidate, found];
  }
  return best;
}

/** Attribute names in document order; `hasContent`: the element holds elements or text other than spaces. */
export function checkElement(
  tag: string,
  names: readonly string[],
  known: readonly string[],
  hasContent: boolean,
): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  names.forEach((name, index) => {
    if (known.includes(name)) return;
    if (QUOTE.test(name)) {
      const before = names[index - 1];
      problems.push({
        attribute: name,
        problem: `ignored ${name}, left of a value whose quotes broke${before ? ` (${before})` : ''}`,
        fix: `Write ${before ?? 'the attribute'}="…" with straight double quotes around the whole value.`,
      });
      return;
    }
    if (GLOBAL.test(name)) return;
    const likely = likelyAttribute(name, known);
    if (likely)
      problems.push({
        attribute: name,
        problem: `ignored ${name}, which <${tag}> does not take`,
        fix: `Did you mean ${likely}?`,
      });
  });
  if (hasContent)
    problems.push({
      attribute: null,
      problem: `has content inside it, which it does not show`,
      fix: `Close it with </${tag}> at once: HTML reads <${tag} ... /> as an opening tag only, so what follows goes inside.`,
    });
  return problems;
}

/** Whether an element holds page content: an element, or text other than (non-breaking) spaces. */
export function holdsContent(element: Element): boolean {
  return [...element.childNodes].some(
    (node) => node.nodeType === 1 || (node.nodeType === 3 && (node.textContent ?? '').trim() !== ''),
  );
}
