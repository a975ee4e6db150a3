/**
 * Which attributes of a widget's tag the kits and sanitizer set-ups keep: every attribute the
 * tools read (and `id`), and a misspelling of one (`campain`), so that the widget and the card can
 * say "Did you mean campaign?" rather than the tag losing it without a word. Never an event
 * handler, and only names the DOM can set (docs/decisions/0272-editors-see-what-is-wrong.md).
 */
import { likelyAttribute } from '../platform/host/element-checks';
import { SETTING_ATTRIBUTES } from '../platform/host/settings';

/** Every attribute the elements read: the table's, and `id`, which names a widget's entry in the URL hash. */
export const CMS_ATTRIBUTES: readonly string[] = [...SETTING_ATTRIBUTES, 'id'];

/** A name setAttribute takes in every engine, which no event handler has. */
const PLAIN_NAME = /^(?!on)[a-z][a-z0-9_.-]*$/;

export function keepsAttribute(name: string): boolean {
  const lower = name.toLowerCase();
  if (CMS_ATTRIBUTES.includes(lower)) return true;
  return PLAIN_NAME.test(lower) && likelyAttribute(lower, SETTING_ATTRIBUTES) !== undefined;
}

/** The attributes of a tag that a kit keeps, in their order. */
export function keptAttributes(attributes: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).filter(([name]) => keepsAttribute(name)));
}
