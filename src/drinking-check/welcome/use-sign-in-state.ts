import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { SignInState } from '../../platform/services';
import { usePlatform } from '../../ui/widget/platform-context';

function same(a: SignInState, b: SignInState): boolean {
  if (a.status !== b.status) return false;
  if (a.status === 'waiting' && b.status === 'waiting') return a.reason === b.reason;
  if (a.status === 'signedIn' && b.status === 'signedIn') return a.profile === b.profile;
  return true;
}

/** The sign-in state; an equal state keeps its object, as useSyncExternalStore needs. */
export function useSignInState(): SignInState {
  const { auth } = usePlatform();
  const last = useRef<SignInState | undefined>(undefined);
  const snapshot = useCallback(() => {
    const next = auth.state();
    if (!last.current || !same(last.current, next)) last.current = next;
    return last.current;
  }, [auth]);
  return useSyncExternalStore(auth.subscribe, snapshot, snapshot);
}
