import { describe, expect, it } from 'vitest';
import { POPULAR_DRINKS, popularFromServing, totalsOf, type PopularDrink } from '../../../src/core/units';
import {
  chooseDays,
  initialCalculatorState,
  setPopularAmount,
  type CalculatorState,
  type SlotKey,
} from '../../../src/unit-calculator/state/calculator-state';
import { entriesOf } from '../../../src/unit-calculator/state/drink-entries';
import { carryPopularAmounts } from '../../../src/unit-calculator/state/popular-list-change';
import { slotOf } from '../../../src/unit-calculator/state/calculator-state';

const builtIn = (id: string) => POPULAR_DRINKS.find((drink) => drink.id === id)!;
const pint = builtIn('beer-pint');

// The API's list: the same pint of beer (same name, strength and size, its own id and calories
// per serving) and a drink the built-in list lacks; no large glass of wine.
const API_LIST = [
  popularFromServing({
    name: pint.name,
    abv: pint.abv,
    measureLitres: pint.measureLitres,
    measureDescription: 'Pint',
    calories: 182,
  }),
  popularFromServing({ name: 'Prosecco', abv: 11, measureLitres: 0.125, measureDescription: 'Glass (125 ml)', calories: 86 }),
];

const entered = (amounts: Partial<Record<string, number>>, key: SlotKey = 'single', start = initialCalculatorState()) =>
  Object.entries(amounts).reduce<CalculatorState>((state, [id, amount]) => setPopularAmount(state, key, id, amount ?? 0), start);

const shown = (state: CalculatorState, key: SlotKey, list = API_LIST) =>
  entriesOf(slotOf(state, key), list).map((entry) => `${entry.amount} x ${entry.name} ${entry.abv}% ${entry.measureLitres} l`);

describe('amounts entered before the API list arrives', () => {
  it.each<{ name: string; amounts: Record<string, number>; expected: string[] }>([
    { name: 'a drink both lists have moves to the API entry', amounts: { 'beer-pint': 2 }, expected: ['2 x Beer 4% 0.568 l'] },
    {
      name: 'a drink the API list lacks becomes an added drink',
      amounts: { 'wine-large-glass': 3 },
      expected: ['3 x Wine 13% 0.25 l'],
    },
    {
      name: 'both at once',
      amounts: { 'beer-pint': 2, 'wine-large-glass': 1 },
      expected: ['2 x Beer 4% 0.568 l', '1 x Wine 13% 0.25 l'],
    },
    { name: 'nothing entered, nothing added', amounts: {}, expected: [] },
  ])('$name', ({ amounts, expected }) => {
    const after = carryPopularAmounts(entered(amounts), POPULAR_DRINKS, API_LIST);
    expect(shown(after, 'single')).toEqual(expected);
  });

  it('keeps the units of every chosen day the same', () => {
    let state = chooseDays(initialCalculatorState(), [0, 5]);
    state = entered({ 'beer-pint': 4 }, 0, state);
    state = entered({ 'wine-large-glass': 2, 'spirits-single': 3 }, 5, state);
    const units = (s: CalculatorState, day: SlotKey, list: readonly PopularDrink[]) =>
      totalsOf(entriesOf(slotOf(s, day), list)).units;
    const before = [units(state, 0, POPULAR_DRINKS), units(state, 5, POPULAR_DRINKS)];
    const after = carryPopularAmounts(state, POPULAR_DRINKS, API_LIST);
    expect([units(after, 0, API_LIST), units(after, 5, API_LIST)]).toEqual(before);
    // 4 pints at 4%: 4 x 2.272; 2 large glasses at 13%: 2 x 3.25, 3 singles at 40%: 3 x 1.
    expect(before).toEqual([9.088, 6.5 + 3]);
    expect(shown(after, 5)).toEqual(['2 x Wine 13% 0.25 l', '3 x Spirits 40% 0.025 l']);
  });

  it('leaves a list that keeps its ids as it was', () => {
    const state = entered({ 'beer-pint': 2 });
    expect(carryPopularAmounts(state, POPULAR_DRINKS, POPULAR_DRINKS)).toBe(state);
  });
});
