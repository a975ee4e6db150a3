import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { HERE_FOR } from '../../core/audit';
import { useWidget } from '../../ui/widget/widget-context';
import { answersAtom, hasResultsAtom, profileAtom, scoreAtom } from './atoms';
import { parseStoredState, serialiseState, storageKey } from './stored-state';

type Store = ReturnType<typeof useStore>;
const hydrated = new WeakSet<Store>();

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** First render of an instance: restore the session, and answer for oneself unless it says otherwise. */
function hydrate(store: Store, key: string): void {
  if (hydrated.has(store)) return;
  hydrated.add(store);
  const stored = parseStoredState(storage()?.getItem(key) ?? null);
  if (stored) {
    store.set(answersAtom, stored.answers);
    store.set(profileAtom, stored.profile);
    store.set(hasResultsAtom, stored.hasResults);
    store.set(scoreAtom, stored.result);
  }
  const profile = store.get(profileAtom);
  if (profile.hereFor === undefined) store.set(profileAtom, { ...profile, hereFor: HERE_FOR.Myself });
}

/**
 * Keeps answers in progress in sessionStorage under `aa:<instance>:check`
 * (docs/decisions/0009-answers-kept-in-session-storage.md).
 */
export function useCheckPersistence(): void {
  const store = useStore();
  const key = storageKey(useWidget().instanceKey);
  useState(() => hydrate(store, key));

  useEffect(() => {
    const write = () => {
      try {
        const result = store.get(scoreAtom);
        storage()?.setItem(
          key,
          serialiseState({
            answers: store.get(answersAtom),
            profile: store.get(profileAtom),
            hasResults: store.get(hasResultsAtom),
            ...(result ? { result } : {}),
          }),
        );
      } catch {
        // Storage full or blocked: the check still works, only a reload loses the answers.
      }
    };
    const stops = [answersAtom, profileAtom, hasResultsAtom, scoreAtom].map((a) => store.sub(a as typeof answersAtom, write));
    return () => stops.forEach((stop) => stop());
  }, [store, key]);
}
