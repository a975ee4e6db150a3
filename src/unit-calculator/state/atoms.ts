import { atom } from 'jotai';
import type { DrinkCategory, PopularDrink } from '../../core/units';
import { initialCalculatorState, type CalculatorState } from './calculator-state';

/** The work in progress; hydrated from sessionStorage by CalculatorState. */
export const calculatorAtom = atom<CalculatorState>(initialCalculatorState());

/**
 * The API's drinks lists once they arrive, as it sent them. The screens join them to the built-in
 * ones (drinks-lists.ts), which load with the screens rather than at start
 * (docs/decisions/0007-built-in-catalogue-and-copy.md).
 */
export const apiPopularDrinksAtom = atom<readonly PopularDrink[] | undefined>(undefined);
export const apiAllDrinksAtom = atom<readonly DrinkCategory[] | undefined>(undefined);
