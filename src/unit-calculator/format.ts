import { isSingular } from '../core/units';
import type { CopyKey } from '../platform/text';
import { fill } from '../platform/text/fill';

type Text = (key: CopyKey) => string;

/** The copy for a figure already formatted: the key's '.one' form for the whole number 1. */
export function plural(t: Text, key: CopyKey, shown: string): string {
  return (isSingular(shown) && t(`${key}.one` as CopyKey)) || t(key);
}

/** '3 drinks', '1 drink', '6.8 units': a count phrase ('ucc.n.*') with its figure. */
export const counted = (t: Text, key: CopyKey, shown: string): string => fill(plural(t, key, shown), { n: shown });
