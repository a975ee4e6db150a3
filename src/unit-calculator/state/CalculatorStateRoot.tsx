import { useAtomValue, useSetAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useEffect, useState, type ReactNode } from 'react';
import { usePlatform } from '../../ui/widget/platform-context';
import { useWidget } from '../../ui/widget/widget-context';
import { allDrinksAtom, calculatorAtom, popularDrinksAtom } from './atoms';
import { loadState, saveState } from './state-storage';

/** Restores the work in progress, keeps it in sessionStorage, and loads the API's catalogue. */
export function CalculatorStateRoot({ children }: { children: ReactNode }) {
  const { instanceKey } = useWidget();
  const [stored] = useState(() => loadState(instanceKey));
  useHydrateAtoms([[calculatorAtom, stored]]);
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
