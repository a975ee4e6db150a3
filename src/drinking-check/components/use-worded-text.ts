import { useAtomValue } from 'jotai';
import { HERE_FOR } from '../../core/audit';
import type { CopyKey } from '../../platform/text';
import { useText } from '../../ui/use-text';
import { profileAtom } from '../state/atoms';

/** Keys that exist in both wordings, as `<key>.myself` and `<key>.someone`. */
export type WordedKey = {
  [K in CopyKey]: K extends `${infer Base}.myself` ? (`${Base}.someone` extends CopyKey ? Base : never) : never;
}[CopyKey];

/** Whether the person answers for someone they care about (hereFor SomeICareAbout). */
export function useForSomeone(): boolean {
  return useAtomValue(profileAtom).hereFor === HERE_FOR.SomeICareAbout;
}

/** The text of a key in the wording the person chose. */
export function useWordedText(): (key: WordedKey) => string {
  const t = useText();
  const someone = useForSomeone();
  return (key) => t(`${key}.${someone ? 'someone' : 'myself'}` as CopyKey);
}
