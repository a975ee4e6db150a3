import { describe, expect, it } from 'vitest';
import { POPULAR_DRINKS } from '../../../src/core/units';
import {
  addDrink,
  chooseDays,
  chooseMode,
  clearDrinks,
  initialCalculatorState,
  restart,
  setAddedAmount,
  setPopularAmount,
  setPrice,
  shouldStartGoal,
  showDay,
  slotOf,
  type NewDrink,
} from '../../../src/unit-calculator/state/calculator-state';
import { canOpenDay, drinksIn, goalComplete, hasAnyDrink, weekOf } from '../../../src/unit-calculator/state/drink-entries';

const popular = POPULAR_DRINKS;
const sparkling: NewDrink = {
  name: 'Sparkling wine',
  abv: 12,
  measureDescription: 'Small glass 125ml',
  measureLitres: 0.125,
  caloriesPer100ml: 76,
  image: 'Wine.svg',
};
const beerPint: NewDrink = {
  name: 'Beer',
  abv: 4,
  measureDescription: 'Pint',
  measureLitres: 0.568,
  caloriesPer100ml: 43,
  image: 'Beer.svg',
};

describe('calculator state: choosing the mode and the days', () => {
  it('sets the weekly flag from the welcome choice', () => {
    expect(chooseMode(initialCalculatorState(), true).isWeekly).toBe(true);
    expect(chooseMode(chooseMode(initialCalculatorState(), true), false).isWeekly).toBe(false);
  });

  it('keeps the drinks of days already chosen and starts new days with every drink at zero', () => {
    let state = chooseDays(initialCalculatorState(), [4, 0]);
    state = setPopularAmount(state, 0, 'beer-pint', 3);
    state = chooseDays(state, [0, 2, 6]);
    expect(state.days).toEqual([0, 2, 6]);
    expect(slotOf(state, 0).popular['beer-pint']).toBe(3);
    expect(drinksIn(slotOf(state, 2), popular)).toBe(0);
    expect(state.week[4]).toBeUndefined();
    expect(state.isWeekly).toBe(true);
  });

  it('ignores anything that is not a day 0-6 and sorts Monday first', () => {
    expect(chooseDays(initialCalculatorState(), [6, 7, -1, 2, 2, 1.5]).days).toEqual([2, 6]);
  });
});

describe('calculator state: amounts', () => {
  it('replaces an amount, keeping it a whole number from 0 to 99; a non-number is 0', () => {
    let state = setPopularAmount(initialCalculatorState(), 'single', 'beer-pint', 5);
    expect(state.single.popular['beer-pint']).toBe(5);
    state = setPopularAmount(state, 'single', 'beer-pint', 2);
    expect(state.single.popular['beer-pint']).toBe(2);
    expect(setPopularAmount(state, 'single', 'beer-pint', 150).single.popular['beer-pint']).toBe(99);
    expect(setPopularAmount(state, 'single', 'beer-pint', 'abc').single.popular['beer-pint']).toBe(0);
    expect(setPopularAmount(state, 'single', 'beer-pint', '').single.popular['beer-pint']).toBe(0);
    expect(setPopularAmount(state, 'single', 'beer-pint', -3).single.popular['beer-pint']).toBe(0);
  });

  it('counts popular drinks per day in weekly mode and once in single mode', () => {
    let state = chooseDays(initialCalculatorState(), [0, 1]);
    state = setPopularAmount(state, 0, 'beer-pint', 2);
    state = setPopularAmount(state, 'single', 'beer-pint', 7);
    expect(slotOf(state, 0).popular['beer-pint']).toBe(2);
    expect(slotOf(state, 1).popular['beer-pint']).toBeUndefined();
    expect(state.single.popular['beer-pint']).toBe(7);
  });
});

describe('calculator state: adding drinks', () => {
  it('registers a new added drink, and raises its amount when the same drink is added again', () => {
    let state = addDrink(initialCalculatorState(), 'single', sparkling, 2, popular);
    expect(state.single.added).toHaveLength(1);
    expect(state.single.added[0]).toMatchObject({ key: 'Sparkling wine-12-0.125', amount: 2 });
    state = addDrink(state, 'single', sparkling, 3, popular);
    expect(state.single.added).toHaveLength(1);
    expect(state.single.added[0]?.amount).toBe(5);
  });

  it('treats a drink with another strength or volume as a different drink', () => {
    let state = addDrink(initialCalculatorState(), 'single', sparkling, 1, popular);
    state = addDrink(state, 'single', { ...sparkling, abv: 11 }, 1, popular);
    state = addDrink(state, 'single', { ...sparkling, measureLitres: 0.75 }, 1, popular);
    expect(state.single.added).toHaveLength(3);
  });

  it('raises the popular drink with the same name, strength and volume', () => {
    let state = setPopularAmount(initialCalculatorState(), 'single', 'beer-pint', 1);
    state = addDrink(state, 'single', beerPint, 2, popular);
    expect(state.single.popular['beer-pint']).toBe(3);
    expect(state.single.added).toHaveLength(0);
  });

  it('adds nothing for an amount of 0 and never goes above 99', () => {
    const empty = initialCalculatorState();
    expect(addDrink(empty, 'single', sparkling, 0, popular)).toBe(empty);
    const state = addDrink(addDrink(empty, 'single', sparkling, 90, popular), 'single', sparkling, 20, popular);
    expect(state.single.added[0]?.amount).toBe(99);
  });

  it('replaces the amount of an added drink', () => {
    let state = addDrink(initialCalculatorState(), 'single', sparkling, 4, popular);
    state = setAddedAmount(state, 'single', 'Sparkling wine-12-0.125', 1);
    expect(state.single.added[0]?.amount).toBe(1);
  });
});

describe('calculator state: weekly steps', () => {
  it("disables a day's tab while the previous day has no drinks", () => {
    let state = chooseDays(initialCalculatorState(), [0, 3, 5]);
    expect(canOpenDay(state, 0, popular)).toBe(true);
    expect(canOpenDay(state, 1, popular)).toBe(false);
    state = setPopularAmount(state, 0, 'beer-pint', 1);
    expect(canOpenDay(state, 1, popular)).toBe(true);
    expect(canOpenDay(state, 2, popular)).toBe(false);
    expect(canOpenDay(state, 3, popular)).toBe(false);
  });

  it('moves between the chosen days only', () => {
    const state = chooseDays(initialCalculatorState(), [0, 3]);
    expect(showDay(state, 1).currentDay).toBe(1);
    expect(showDay(state, 2)).toBe(state);
    expect(showDay(state, -1)).toBe(state);
  });

  it('adds up the week per day and in total', () => {
    let state = chooseDays(initialCalculatorState(), [0, 5]);
    state = setPopularAmount(state, 0, 'beer-pint', 2);
    state = setPopularAmount(state, 5, 'wine-large-glass', 3);
    const week = weekOf(state, popular);
    expect(week.perDay.map((day) => day.day)).toEqual([0, 5]);
    expect(week.perDay[1]?.units).toBeCloseTo(9.75);
    expect(week.week.drinks).toBe(5);
  });
});

describe('calculator state: clear and use again', () => {
  it('Clear empties every drink and resets the mode, days and prices (spec section 4)', () => {
    let state = chooseDays(initialCalculatorState(), [1, 2]);
    state = setPopularAmount(state, 1, 'beer-pint', 2);
    state = addDrink(state, 2, sparkling, 1, popular);
    state = showDay(state, 1);
    state = setPopularAmount(state, 'single', 'cider-pint', 1);
    state = setPrice(state, 'Beer-4-0.568', 450);
    expect(hasAnyDrink(state, popular)).toBe(true);
    const cleared = clearDrinks();
    expect(hasAnyDrink(cleared, popular)).toBe(false);
    expect(cleared).toEqual(initialCalculatorState());
    expect(cleared).toMatchObject({ isWeekly: false, days: [], currentDay: 0, prices: {}, restarted: false });
  });

  it('keeps a price per drink in whole pence, and removes it when emptied', () => {
    let state = setPrice(initialCalculatorState(), 'Beer-4-0.568', 450);
    expect(state.prices).toEqual({ 'Beer-4-0.568': 450 });
    state = setPrice(state, 'Beer-4-0.568', undefined);
    expect(state.prices).toEqual({});
  });

  it("'Use tool again' clears everything and marks the restart", () => {
    const state = restart();
    expect(state.restarted).toBe(true);
    expect(state.days).toEqual([]);
    expect(hasAnyDrink(state, popular)).toBe(false);
  });
});

describe('calculator state: goal funnel', () => {
  it('starts the goal only in embedded single mode, once', () => {
    const single = initialCalculatorState();
    expect(shouldStartGoal(single, true)).toBe(true);
    expect(shouldStartGoal(single, false)).toBe(false);
    expect(shouldStartGoal(chooseMode(single, true), true)).toBe(false);
    expect(shouldStartGoal({ ...single, goalStarted: true }, true)).toBe(false);
  });

  it('completes the goal with any single drink, or weekly totals with at least one drink', () => {
    const single = initialCalculatorState();
    expect(goalComplete(single, popular)).toBe(false);
    expect(goalComplete(setPopularAmount(single, 'single', 'beer-pint', 1), popular)).toBe(true);
    const weekly = chooseDays(single, [0]);
    expect(goalComplete(weekly, popular)).toBe(false);
    expect(goalComplete(setPopularAmount(weekly, 0, 'beer-pint', 1), popular)).toBe(true);
  });
});
