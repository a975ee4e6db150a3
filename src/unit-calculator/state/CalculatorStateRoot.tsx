import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { usePlatform } from '../../ui/widget/platform-context';
import { useWidget } from '../../ui/widget/widget-context';
import { allDrinksAtom, calculatorAtom, popularDrinksAtom } from './atoms';
import { loadState, saveState } from './state-storage';

/** Restores the work in progress, keeps it in sessionStorage, and loads the API's catalogue. */
export function CalculatorStateRoot({ children }: { children: ReactNode }) {
  const { instanceKey } = useWidget();
  const store = useStore();
  // Restored once, before anything reads it. (Not jotai/utils' useHydrateAtoms: that module
  // opens localStorage as it loads, a synchronous cost on every first load; see scripts/bench.)
  useState(() => store.set(calculatorAtom, loadState(instanceKey)));
  const state = useAtomValue(calculatorAtom);
  const { api } = usePlatform();
  const setPopular = useSetAtom(popularDrinksAtom);
  const setAll = useSetAtom(allDrinksAtom);

  useEffect(() => saveState(instanceKey, state), [instanceKey, state]);

  useEffect(() => {
    let live = true;
    api.popularDrinks().then(
      (list) => live && Array.isArray(list) && list.length > 0 && setPopular(list),
      () => undefined,
    );
    api.allDrinks().then(
      (list) => live && Array.isArray(list) && list.length > 0 && setAll(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, setPopular, setAll]);

  return <>{children}</>;
}
