import type { useStore } from 'jotai';

type Store = ReturnType<typeof useStore>;

// Per widget (each has its own store): the save started by the last finished check.
const saves = new WeakMap<Store, Promise<unknown>>();

/** Remembers the save of a finished check, so that the results loader can wait for it. */
export function trackSave<T>(store: Store, save: Promise<T>): Promise<T> {
  saves.set(store, save);
  return save;
}

/** The last save started in this widget, settled or not. */
export const lastSave = (store: Store): Promise<unknown> | undefined => saves.get(store);
