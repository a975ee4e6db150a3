import { describe, it, expect } from 'vitest';
import {
  GUIDELINES,
  caloriesOf,
  cheeseburgersOf,
  displayRound,
  drinkKey,
  exceedsWeeklyGuideline,
  isBingeSession,
  millilitresOf,
  runningMinutesOf,
  unitsOf,
} from '../../../src/core/units';

describe('unitsOf', () => {
  it.each([
    [5, 0.33, 1.7],
    [4, 0.568, 2.3],
    [4.5, 0.568, 2.6],
    [40, 0.025, 1],
    [4, 0.275, 1.1],
    [13, 0.175, 2.3],
    [13, 0.125, 1.6],
    [13, 0.25, 3.3],
    [0, 0.568, 0],
  ])('%f%% x %f l = %f units at 1 dp', (abv, litres, units) => {
    expect(displayRound(unitsOf(abv, litres))).toBe(units);
  });

  it('is unrounded', () => {
    expect(unitsOf(13, 0.175)).toBeCloseTo(2.275, 10);
  });

  it.each([
    [-4, 0.5],
    [4, -0.5],
    [NaN, 0.5],
    [4, Infinity],
    [101, 0.5],
    ['4', 0.5],
    [undefined, undefined],
  ])('gives 0 for abv %s and litres %s', (abv, litres) => {
    expect(unitsOf(abv as number, litres as number)).toBe(0);
  });
});

describe('caloriesOf and equivalents', () => {
  it.each([
    [43, 0.568, 244.24],
    [83, 0.175, 145.25],
    [222, 0.025, 55.5],
    [0, 0.5, 0],
  ])('%f kcal/100 ml x %f l = %f kcal', (density, litres, calories) => {
    expect(caloriesOf(density, litres)).toBeCloseTo(calories, 9);
  });

  it.each([
    [-1, 0.5],
    [43, -0.5],
    [NaN, 0.5],
    ['43', 0.5],
  ])('caloriesOf(%s, %s) is 0', (density, litres) => {
    expect(caloriesOf(density as number, litres as number)).toBe(0);
  });

  it.each([
    [303, 1, 30.3],
    [606, 2, 60.6],
    [0, 0, 0],
    [-10, 0, 0],
    [NaN, 0, 0],
  ])('%f kcal = %f cheeseburgers = %f minutes of running', (calories, burgers, minutes) => {
    expect(cheeseburgersOf(calories)).toBeCloseTo(burgers, 10);
    expect(runningMinutesOf(calories)).toBeCloseTo(minutes, 10);
  });

  it.each([
    [0.175, 175],
    [0.568, 568],
    [0.025, 25],
    [-1, 0],
  ])('millilitresOf(%f) = %i', (litres, ml) => {
    expect(millilitresOf(litres)).toBe(ml);
  });
});

describe('drinkKey', () => {
  it.each([
    [{ name: 'Beer', abv: 4, measureLitres: 0.568 }, 'Beer-4-0.568'],
    [{ name: 'Wine', abv: 13, measureLitres: 0.175 }, 'Wine-13-0.175'],
    [{ name: 'Cider', abv: 4.5, measureLitres: 0.568 }, 'Cider-4.5-0.568'],
  ])('%o -> %s', (drink, key) => {
    expect(drinkKey(drink)).toBe(key);
  });

  it('ignores other fields such as the amount', () => {
    const drink = { name: 'Beer', abv: 4, measureLitres: 0.568 };
    expect(drinkKey({ ...drink, amount: 3 } as typeof drink)).toBe(drinkKey(drink));
  });
});

describe('guidelines', () => {
  it('are 14 units a week, over three or more days, and 6 or more / 8 or more units in a session', () => {
    expect(GUIDELINES).toEqual({ weeklyUnits: 14, bingeUnits: { female: 6, male: 8 }, spreadDays: 3 });
  });

  it.each([
    [14, false],
    [14.01, true],
    [0, false],
    [NaN, false],
    [-20, false],
  ])('exceedsWeeklyGuideline(%f) = %s', (units, expected) => {
    expect(exceedsWeeklyGuideline(units)).toBe(expected);
  });

  it.each<[number, 0 | 1 | undefined, boolean]>([
    // 6 or more for a woman, 8 or more for a man (docs/decisions/0213-one-binge-line-in-both-tools.md).
    [5.9, 1, false],
    [6, 1, true],
    [7.9, 0, false],
    [8, 0, true],
    [5.9, undefined, false],
    [6, undefined, true],
    [NaN, 0, false],
    [-8, 0, false],
  ])('isBingeSession(%f, sex %s) = %s', (units, sex, expected) => {
    expect(isBingeSession(units, sex)).toBe(expected);
  });
});
