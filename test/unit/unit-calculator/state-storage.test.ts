import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POPULAR_DRINKS } from '../../../src/core/units';
import {
  addDrink,
  chooseDays,
  initialCalculatorState,
  setPopularAmount,
  setPrice,
} from '../../../src/unit-calculator/state/calculator-state';
import {
  forgetState,
  loadState,
  MAX_STORED_CALCULATOR_LENGTH,
  reviveState,
  saveState,
  storageKey,
} from '../../../src/unit-calculator/state/state-storage';

describe('work in progress in sessionStorage', () => {
  beforeEach(() => sessionStorage.clear());

  it('comes back as it was saved, per instance', () => {
    let state = chooseDays(initialCalculatorState(), [0, 4]);
    state = setPopularAmount(state, 4, 'beer-pint', 3);
    state = addDrink(
      state,
      0,
      { name: 'Cider', abv: 4.5, measureDescription: 'Pint', measureLitres: 0.568, caloriesPer100ml: 42, image: 'Cider.svg' },
      2,
      POPULAR_DRINKS,
    );
    saveState('ucc', state);
    expect(loadState('ucc')).toEqual(state);
    expect(loadState('ucc2')).toEqual(initialCalculatorState());
    expect(sessionStorage.getItem(storageKey('ucc'))).not.toBeNull();
  });

  it("keeps prices and an own drink's exact calories; drops prices that are not whole pence", () => {
    let state = addDrink(
      initialCalculatorState(),
      'single',
      {
        name: 'Your own drink',
        abv: 5.5,
        measureDescription: '330 ml',
        measureLitres: 0.33,
        caloriesPer100ml: 45.45,
        caloriesPerServing: 150,
        image: '',
      },
      4,
    );
    state = setPrice(state, 'Your own drink-5.5-0.33', 380);
    saveState('ucc', state);
    expect(loadState('ucc')).toEqual(state);
    expect(loadState('ucc').single.added[0]!.caloriesPerServing).toBe(150);
    const revived = reviveState({ prices: { a: 450, b: 4.5, c: -1, d: 'x' } });
    expect(revived.prices).toEqual({ a: 450 });
  });

  it('ignores stored text that is not JSON, and forgets on request', () => {
    sessionStorage.setItem(storageKey('ucc'), '{not json');
    expect(loadState('ucc')).toEqual(initialCalculatorState());
    saveState('ucc', chooseDays(initialCalculatorState(), [1]));
    forgetState('ucc');
    expect(loadState('ucc')).toEqual(initialCalculatorState());
  });

  it('drops malformed fields and keeps amounts within 0-99', () => {
    const revived = reviveState({
      isWeekly: 'yes',
      days: [9, 2, 'x', 2],
      currentDay: 5,
      single: { popular: { 'beer-pint': 500, 'cider-pint': 'lots' }, added: [{ name: 1 }, null] },
      week: { 2: { popular: { 'beer-pint': 2 } }, 9: { popular: { x: 1 } } },
    });
    expect(revived.isWeekly).toBe(false);
    expect(revived.days).toEqual([2]);
    expect(revived.currentDay).toBe(0);
    expect(revived.single.popular).toEqual({ 'beer-pint': 99, 'cider-pint': 0 });
    expect(revived.single.added).toEqual([]);
    expect(revived.week).toEqual({ 2: { popular: { 'beer-pint': 2 }, added: [] } });
    expect(reviveState(null)).toEqual(initialCalculatorState());
    expect(reviveState([1, 2])).toEqual(initialCalculatorState());
  });

  // Issue 28: a stored drink with ABV 1e300 showed "0.0 units", "within the binge lines" and "1e+300%".
  const WINE = {
    name: 'Red wine',
    abv: 13,
    measureDescription: 'Standard glass (175 ml)',
    measureLitres: 0.175,
    caloriesPer100ml: 85,
    amount: 2,
  };
  it.each([
    ['ABV 1e300', { abv: 1e300 }],
    ['ABV 101', { abv: 101 }],
    ['a measure of 0 litres', { measureLitres: 0 }],
    ['a measure of 4 litres', { measureLitres: 4 }],
    ['2,000 calories in 100 ml', { caloriesPer100ml: 2000 }],
    ['a name of 1,000 characters', { name: 'x'.repeat(1000) }],
    // Issue 37: three pints of 1e-300 litres showed "0.0 units".
    ['a measure of 1e-300 litres', { measureLitres: 1e-300, measureDescription: 'Pint', amount: 3 }],
    ['a measure under 1 ml', { measureLitres: 0.0009 }],
  ])('drops a stored drink with %s', (_, change) => {
    expect(reviveState({ single: { added: [{ ...WINE, ...change }] } }).single.added).toEqual([]);
  });

  it('keeps a stored drink within every range, and drops a serving of more than 3,000 calories and a price over £999.99', () => {
    const revived = reviveState({
      single: { added: [{ ...WINE, caloriesPerServing: 5000 }] },
      prices: { wine: 100000, beer: 450 },
    });
    expect(revived.single.added).toHaveLength(1);
    expect(revived.single.added[0]).toMatchObject({ abv: 13, measureLitres: 0.175, amount: 2 });
    expect(revived.single.added[0]!.caloriesPerServing).toBeUndefined();
    expect(revived.prices).toEqual({ beer: 450 });
  });

  // Issue 37: what is stored is bounded before it is parsed, and its lists after.
  it('keeps a drink of 1 ml, the least a person can give', () => {
    expect(reviveState({ single: { added: [{ ...WINE, measureLitres: 0.001 }] } }).single.added).toHaveLength(1);
  });

  it('starts afresh from stored work longer than the calculator writes, without parsing it', () => {
    const state = setPopularAmount(initialCalculatorState(), 'single', 'beer-pint', 3);
    const padded = JSON.stringify({ ...state, padding: 'x'.repeat(MAX_STORED_CALCULATOR_LENGTH) });
    sessionStorage.setItem(storageKey('ucc'), padded);
    const parse = vi.spyOn(JSON, 'parse');
    expect(loadState('ucc')).toEqual(initialCalculatorState());
    expect(parse).not.toHaveBeenCalled();
    sessionStorage.setItem(storageKey('ucc'), JSON.stringify(state));
    expect(loadState('ucc')).toEqual(state);
    parse.mockRestore();
  });

  it('reads at most 100 drinks of its own, 200 popular amounts and 400 prices a day', () => {
    const many = (count: number) => Array.from({ length: count }, (_, n) => n);
    const revived = reviveState({
      single: {
        added: many(150).map((n) => ({ ...WINE, name: `Wine ${n}` })),
        popular: Object.fromEntries(many(300).map((n) => [`drink-${n}`, 1])),
      },
      prices: Object.fromEntries(many(500).map((n) => [`drink-${n}`, 100])),
    });
    expect(revived.single.added).toHaveLength(100);
    expect(Object.keys(revived.single.popular)).toHaveLength(200);
    expect(Object.keys(revived.prices)).toHaveLength(400);
  });
});
