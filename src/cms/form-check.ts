/**
 * What the form writes for what an editor entered: each value read as the widget reads it (the
 * mending of docs/decisions/0231 applied, so the tag holds the clean value), or the reason it
 * cannot be used, in the widget's own words (settings-problems.ts).
 */
import { parseSettings } from '../platform/host/settings';
import { describeFindings } from '../platform/host/settings-problems';
import type { Field } from './fields';

export interface Checked {
  /** The attributes to write, in the fields' order. */
  attributes: Record<string, string>;
  /** attribute: why its value cannot be used. */
  errors: Map<string, string>;
}

const ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** `entries`: attribute -> what the field holds ('' for a boolean that is on); absent: not set. */
export function checkEntries(fields: readonly Field[], entries: Readonly<Record<string, string>>): Checked {
  const { findings } = parseSettings((name) => entries[name] ?? null);
  const errors = new Map<string, string>();
  for (const finding of findings) {
    if (finding.refused) errors.set(finding.attribute, describeFindings([finding])[0]!.fix);
  }
  const read = new Map(findings.map((finding) => [finding.attribute, finding.read]));
  if (entries.id !== undefined && !ID.test(entries.id))
    errors.set('id', 'Use a letter first, then letters, digits, - and _ only, up to 64.');
  const attributes: Record<string, string> = {};
  for (const { attribute } of fields) {
    const value = entries[attribute];
    if (value !== undefined && !errors.has(attribute)) attributes[attribute] = read.get(attribute) ?? value;
  }
  return { attributes, errors };
}
