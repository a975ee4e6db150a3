import { atom } from 'jotai';
import { ALL_DRINKS, POPULAR_DRINKS, type DrinkCategory, type PopularDrink } from '../../core/units';
import { initialCalculatorState, type CalculatorState } from './calculator-state';

/** The work in progress; hydrated from sessionStorage by CalculatorState. */
export const calculatorAtom = atom<CalculatorState>(initialCalculatorState());

/**
 * The built-in catalogue, replaced by the API's lists when they arrive
 * (docs/decisions/0007-built-in-catalogue-and-copy.md).
 */
export const popularDrinksAtom = atom<readonly PopularDrink[]>(POPULAR_DRINKS);
export const allDrinksAtom = atom<readonly DrinkCategory[]>(ALL_DRINKS);
