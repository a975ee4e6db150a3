import { describe, it, expect } from 'vitest';
import { DAYS, dayOf, displayRound, isDayNumber, totalsOf, weeklyTotals, type DrinkEntry } from '../../../src/core/units';

const pintOfBeer: DrinkEntry = {
  name: 'Beer',
  abv: 4,
  measureLitres: 0.568,
  measureDescription: 'Pint',
  caloriesPer100ml: 43,
  amount: 2,
};
const glassOfWine: DrinkEntry = {
  name: 'Wine',
  abv: 13,
  measureLitres: 0.175,
  measureDescription: 'Standard glass 175ml',
  caloriesPer100ml: 83,
  amount: 1,
};

describe('totalsOf', () => {
  it('2 pints of 4 % beer and a 175 ml glass of 13 % wine make 6.8 units', () => {
    const totals = totalsOf([pintOfBeer, glassOfWine]);
    expect(totals.drinks).toBe(3);
    expect(displayRound(totals.units)).toBe(6.8);
    expect(totals.calories).toBeCloseTo(2 * 244.24 + 145.25, 9);
    expect(totals.cheeseburgers).toBeCloseTo(totals.calories / 303, 12);
    expect(totals.runningMinutes).toBeCloseTo(totals.calories / 10, 12);
  });

  it('is all zero with no drinks', () => {
    expect(totalsOf([])).toEqual({ drinks: 0, units: 0, calories: 0, cheeseburgers: 0, runningMinutes: 0 });
  });

  it.each([
    [0, 0],
    [-2, 0],
    [2.7, 2],
    [150, 99],
    ['3', 3],
    ['abc', 0],
    [NaN, 0],
  ])('counts amount %s as %i', (amount, counted) => {
    const totals = totalsOf([{ ...pintOfBeer, amount: amount as number }]);
    expect(totals.drinks).toBe(counted);
    expect(totals.units).toBeCloseTo(counted * 2.272, 9);
  });

  it('skips entries that are not objects and tolerates bad figures', () => {
    const entries = [null, 'beer', glassOfWine, { ...pintOfBeer, abv: NaN, caloriesPer100ml: -5 }] as unknown as DrinkEntry[];
    const totals = totalsOf(entries);
    expect(totals.drinks).toBe(3);
    expect(totals.units).toBeCloseTo(2.275, 9);
    expect(totals.calories).toBeCloseTo(145.25, 9);
  });

  it.each([[undefined], [null], ['x']])('gives zeros for %s', (value) => {
    expect(totalsOf(value as unknown as DrinkEntry[]).drinks).toBe(0);
  });
});

describe('weeklyTotals', () => {
  it('totals each day present, Monday first, and the whole week', () => {
    const result = weeklyTotals({
      5: [{ ...pintOfBeer, amount: 4 }],
      0: [glassOfWine],
      2: [],
    });
    expect(result.perDay.map((day) => day.day)).toEqual([0, 2, 5]);
    expect(result.perDay[0]).toMatchObject({ day: 0, drinks: 1 });
    expect(result.perDay[0]!.units).toBeCloseTo(2.275, 9);
    expect(result.perDay[1]).toEqual({ day: 2, drinks: 0, units: 0, calories: 0 });
    expect(result.perDay[2]!.units).toBeCloseTo(9.088, 9);
    expect(result.week.drinks).toBe(5);
    expect(displayRound(result.week.units)).toBe(11.4);
    expect(result.maxDayUnits).toBeCloseTo(9.088, 9);
    expect(result.maxDayCalories).toBeCloseTo(4 * 244.24, 9);
  });

  it('is empty for no days', () => {
    expect(weeklyTotals({})).toEqual({
      perDay: [],
      week: { drinks: 0, units: 0, calories: 0, cheeseburgers: 0, runningMinutes: 0 },
      maxDayUnits: 0,
      maxDayCalories: 0,
    });
  });

  it('ignores keys that are not days 0-6 and values that are not lists', () => {
    const days = { 7: [pintOfBeer], '-1': [pintOfBeer], 3: 'beer', 1: [glassOfWine] } as never;
    const result = weeklyTotals(days);
    expect(result.perDay.map((day) => day.day)).toEqual([1]);
    expect(result.week.drinks).toBe(1);
  });

  it.each([[undefined], [null]])('treats %s as no days', (value) => {
    expect(weeklyTotals(value as never).perDay).toEqual([]);
  });
});

describe('DAYS', () => {
  it('runs Monday (0) to Sunday (6) with short and long names', () => {
    expect(DAYS.map((d) => [d.number, d.short, d.long])).toEqual([
      [0, 'Mon', 'Monday'],
      [1, 'Tue', 'Tuesday'],
      [2, 'Wed', 'Wednesday'],
      [3, 'Thu', 'Thursday'],
      [4, 'Fri', 'Friday'],
      [5, 'Sat', 'Saturday'],
      [6, 'Sun', 'Sunday'],
    ]);
  });

  it.each([
    [0, true],
    [6, true],
    [7, false],
    [-1, false],
    [1.5, false],
    ['1', false],
  ])('isDayNumber(%s) = %s', (value, expected) => {
    expect(isDayNumber(value)).toBe(expected);
    expect(dayOf(value) !== undefined).toBe(expected);
  });
});
