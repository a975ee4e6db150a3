import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { HERE_FOR } from '../../core/audit';
import { usePlatform } from '../../ui/widget/platform-context';
import { profileAtom } from './atoms';

/** Switches the dictionary to the chosen role, which loads that role's remote wording once. */
export function useRoleWording(): void {
  const { text } = usePlatform();
  const hereFor = useAtomValue(profileAtom).hereFor ?? HERE_FOR.Myself;
  useEffect(() => text.setRole(hereFor), [text, hereFor]);
}
