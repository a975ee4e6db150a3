import { useSyncExternalStore } from 'react';
import type { SignInState } from '../../platform/services';
import { usePlatform } from '../../ui/widget/platform-context';

export function useSignInState(): SignInState {
  const { auth } = usePlatform();
  return useSyncExternalStore(auth.subscribe, auth.state);
}
