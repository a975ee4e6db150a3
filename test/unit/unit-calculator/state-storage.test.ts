import { beforeEach, describe, expect, it } from 'vitest';
import { POPULAR_DRINKS } from '../../../src/core/units';
import {
  addDrink,
  chooseDays,
  initialCalculatorState,
  setPopularAmount,
  setPrice,
} from '../../../src/unit-calculator/state/calculator-state';
import { forgetState, loadState, reviveState, saveState, storageKey } from '../../../src/unit-calculator/state/state-storage';

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
});
