import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useWidget } from '../../ui/widget/widget-context';
import { calculatorAtom } from './atoms';
import { loadState, saveState } from './state-storage';
import { useLoadDrinkCatalogue } from './use-drink-catalogue';

/** Restores the work in progress, keeps it in sessionStorage, and loads the API's catalogue. */
export function CalculatorStateRoot({ children }: { children: ReactNode }) {
  const { instanceKey } = useWidget();
  const store = useStore();
  // Restored once, before anything reads it. (Not jotai/utils' useHydrateAtoms: that module
  // opens localStorage as it loads, a synchronous cost on every first load; see scripts/bench.)
  useState(() => store.set(calculatorAtom, loadState(instanceKey)));
  const state = useAtomValue(calculatorAtom);
  useLoadDrinkCatalogue();

  useEffect(() => saveState(instanceKey, state), [instanceKey, state]);

  return <>{children}</>;
}
