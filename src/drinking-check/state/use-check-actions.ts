import { useStore } from 'jotai';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Profile } from '../../core/audit';
import { usePlatform } from '../../ui/widget/platform-context';
import { DC_ROUTES } from '../routes';
import { answersAtom, pickerAmountsAtom, pickerOpenAtom, pickerUnitsAtom, profileAtom } from './atoms';

/** The state changes of the check outside its questions, with their analytics and navigation. */
export function useCheckActions() {
  const store = useStore();
  const platform = usePlatform();
  const [, navigate] = useLocation();

  return useMemo(() => {
    const clear = () => {
      store.set(answersAtom, {});
      store.set(pickerAmountsAtom, []);
      store.set(pickerOpenAtom, false);
      store.set(pickerUnitsAtom, 0);
      store.set(profileAtom, { hereFor: store.get(profileAtom).hereFor });
    };
    return {
      begin() {
        clear();
        platform.analytics.track('drinking_check_start');
        navigate(DC_ROUTES.loadingBasicInfo);
      },
      redo() {
        clear();
        platform.analytics.track('take_quiz_again');
        navigate(DC_ROUTES.age);
      },
      updateProfile(patch: Partial<Profile>) {
        store.set(profileAtom, { ...store.get(profileAtom), ...patch });
      },
    };
  }, [store, platform, navigate]);
}
