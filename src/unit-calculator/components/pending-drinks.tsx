import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';

/**
 * A drink set up in a form but not added (All drinks with a number, or Your own drink filled in)
 * is counted when the person goes on, never dropped without a word
 * (docs/decisions/0214-a-drink-set-up-but-not-added-is-counted.md). Each form reports what it
 * holds; the drinks page adds it on Calculate, Next, Results or another day's tab.
 */

/** What adding a form's drink did: counted it, or stopped the page to say what is missing. */
export type Settled = 'added' | 'stopped';

interface Reporter {
  report(key: string, settle: (() => Settled) | undefined): void;
}

const PendingContext = createContext<Reporter>({ report: () => undefined });
export const PendingDrinksProvider = PendingContext.Provider;

/** For a drinks page: whether any form holds a drink not yet added, and a way to add them all. */
export function usePendingDrinks() {
  const entries = useRef(new Map<string, () => Settled>());
  const [count, setCount] = useState(0);
  const reporter = useMemo<Reporter>(
    () => ({
      report(key, settle) {
        if (settle) entries.current.set(key, settle);
        else entries.current.delete(key);
        setCount(entries.current.size);
      },
    }),
    [],
  );
  /** Adds every drink set up; false when one cannot be counted and its form now says why. */
  const settle = useCallback(() => {
    let goOn = true;
    for (const add of [...entries.current.values()]) if (add() === 'stopped') goOn = false;
    return goOn;
  }, []);
  return { reporter, anyPending: count > 0, settle };
}

/** For a form: reports its drink while it holds one not added; `add` adds it (or says what is missing). */
export function usePendingDrink(pending: boolean, add: () => Settled): void {
  const { report } = useContext(PendingContext);
  const key = useId();
  const latest = useRef(add);
  useLayoutEffect(() => {
    latest.current = add;
  });
  useEffect(() => {
    if (!pending) return undefined;
    report(key, () => latest.current());
    return () => report(key, undefined);
  }, [pending, report, key]);
}
