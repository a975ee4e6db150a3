import { describe, it, expect } from 'vitest';
import { formatWhole, popularFromServing, servingCalories, totalsOf } from '../../../src/core/units';

// The data service's popular drinks (demo/api/data.mjs), calories per serving.
const API = {
  beer: { name: 'Beer', abv: 4, measureLitres: 0.568, measureDescription: 'Pint', calories: 244 },
  wine: { name: 'Wine', abv: 13, measureLitres: 0.175, measureDescription: 'Standard glass (175 ml)', calories: 145 },
  spirits: { name: 'Spirits', abv: 40, measureLitres: 0.025, measureDescription: 'Single (25 ml)', calories: 56 },
};

describe('popularFromServing: the API figures kept exact (docs/decisions/0161-numbers-as-people-read-them.md)', () => {
  it('keeps a 244 kcal pint at 244, not 244.2', () => {
    const pint = popularFromServing(API.beer);
    expect(servingCalories(pint)).toBe(244);
    expect(pint).toMatchObject({ id: 'Beer-4-0.568', displayName: 'Beer', description: 'Pint, 4%', image: 'Beer.svg' });
  });

  it('adds 2 pints, a glass of wine and 2 singles to 745 calories (was 745.6)', () => {
    const entries = [
      { ...popularFromServing(API.beer), amount: 2 },
      { ...popularFromServing(API.wine), amount: 1 },
      { ...popularFromServing(API.spirits), amount: 2 },
    ];
    const { calories } = totalsOf(entries);
    expect(calories).toBe(745);
    expect(formatWhole(calories)).toBe('745');
  });

  it('gives calories per 100 ml unrounded, for the All drinks form', () => {
    expect(popularFromServing(API.beer).caloriesPer100ml).toBeCloseTo(42.957746, 5);
  });

  it.each([
    [{ caloriesPer100ml: 43, measureLitres: 0.568 }, 244.24],
    [{ caloriesPer100ml: 43, measureLitres: 0.568, caloriesPerServing: 244 }, 244],
    [{ caloriesPer100ml: 43, measureLitres: 0.568, caloriesPerServing: -1 }, 244.24],
    [{ caloriesPer100ml: 43, measureLitres: 0.568, caloriesPerServing: NaN }, 244.24],
  ])('servingCalories(%j) = %f', (drink, calories) => {
    expect(servingCalories(drink)).toBeCloseTo(calories, 9);
  });
});
