import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { HERE_FOR } from '../../core/audit';
import { sessionSlot, type SessionSlot } from '../../platform/session-slot';
import { useWidget } from '../../ui/widget/widget-context';
import { answersAtom, autoEmailedAtom, hasResultsAtom, profileAtom, scoreAtom } from './atoms';
import { parseStoredState, serialiseState, storageKey } from './stored-state';

type Store = ReturnType<typeof useStore>;
const hydrated = new WeakSet<Store>();

/** First render of an instance: restore the session, and answer for oneself unless it says otherwise. */
function hydrate(store: Store, slot: SessionSlot): void {
  if (hydrated.has(store)) return;
  hydrated.add(store);
  const stored = parseStoredState(slot.read());
  if (stored) {
    store.set(answersAtom, stored.answers);
    store.set(profileAtom, stored.profile);
    store.set(hasResultsAtom, stored.hasResults);
    store.set(scoreAtom, stored.result);
    if (stored.autoEmailed) store.set(autoEmailedAtom, stored.result);
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
  useState(() => hydrate(store, sessionSlot(key)));

  useEffect(() => {
    const slot = sessionSlot(key);
    const write = () => {
      const result = store.get(scoreAtom);
      const autoEmailed = result !== undefined && store.get(autoEmailedAtom) === result;
      slot.write(
        serialiseState({
          answers: store.get(answersAtom),
          profile: store.get(profileAtom),
          hasResults: store.get(hasResultsAtom),
          ...(result ? { result } : {}),
          ...(autoEmailed ? { autoEmailed } : {}),
        }),
      );
    };
    const stops = [answersAtom, profileAtom, hasResultsAtom, scoreAtom, autoEmailedAtom].map((a) =>
      store.sub(a as typeof answersAtom, write),
    );
    return () => stops.forEach((stop) => stop());
  }, [store, key]);
}
