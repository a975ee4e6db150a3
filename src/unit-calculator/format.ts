import { isSingular } from '../core/units';
import type { CopyKey } from '../platform/text';

type Text = (key: CopyKey) => string;

/** Fills {name} placeholders of a copy string. Values are rendered as text. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The copy for a figure already formatted: the key's '.one' form for the whole number 1. */
export function plural(t: Text, key: CopyKey, shown: string): string {
  return (isSingular(shown) && t(`${key}.one` as CopyKey)) || t(key);
}

/** '3 drinks', '1 drink', '6.8 units': a count phrase ('ucc.n.*') with its figure. */
export const counted = (t: Text, key: CopyKey, shown: string): string => fill(plural(t, key, shown), { n: shown });
