import { describe, expect, it } from 'vitest';
import { FREQUENCY_OPTIONS, UNITS_OPTIONS, weeklyUnitsEstimate, type Answers } from '../../../src/core/audit';

const OPEN = Infinity;

// [frequency score, units score, low, high, could be over 14]: every answer pair of questions one
// and two. Monthly or less is 0 to 1 day a week at most (12 a year); 2 to 4 times a month is
// 24 to 48 days a year; '10 or more' has no top.
const TABLE: [number, number, number, number, boolean][] = [
  [1, 0, 0, 1, false],
  [1, 1, 0, 1, false],
  [1, 2, 0, 2, false],
  [1, 3, 0, 3, false],
  [1, 4, 0, OPEN, false],
  [2, 0, 0, 2, false],
  [2, 1, 1, 4, false],
  [2, 2, 2, 6, false],
  [2, 3, 3, 9, false],
  [2, 4, 4, OPEN, true],
  [3, 0, 2, 6, false],
  [3, 1, 6, 12, false],
  [3, 2, 10, 18, true],
  [3, 3, 14, 27, true],
  [3, 4, 20, OPEN, true],
  [4, 0, 4, 14, false],
  [4, 1, 12, 28, true],
  [4, 2, 20, 42, true],
  [4, 3, 28, 63, true],
  [4, 4, 40, OPEN, true],
];

const label = (options: typeof UNITS_OPTIONS, score: number) => options.find((o) => o.score === score)!.label;

describe('weeklyUnitsEstimate: a range of weekly units from questions one and two', () => {
  it.each(TABLE)('frequency %i and units %i give %i to %s units a week (over 14: %s)', (frequency, units, low, high, over) => {
    expect(weeklyUnitsEstimate({ drinkFrequency: frequency, unitsPerTypicalDay: units })).toEqual({
      low,
      high,
      couldBeOverGuideline: over,
    });
  });

  it('covers every pair of answers a drinker can give', () => {
    const pairs = TABLE.map(([f, u]) => `${label(FREQUENCY_OPTIONS, f)} / ${label(UNITS_OPTIONS, u)}`);
    expect(new Set(pairs).size).toBe((FREQUENCY_OPTIONS.length - 1) * UNITS_OPTIONS.length);
  });

  it("gives the issue's examples: '4 or more times a week' with '3 to 4' is about 12 to 28", () => {
    expect(weeklyUnitsEstimate({ drinkFrequency: 4, unitsPerTypicalDay: 1 })).toMatchObject({ low: 12, high: 28 });
    expect(weeklyUnitsEstimate({ drinkFrequency: 3, unitsPerTypicalDay: 2 })).toMatchObject({ low: 10, high: 18 });
  });

  it.each<[string, Answers]>([
    ['a never-drinker', { drinkFrequency: 0, unitsPerTypicalDay: 0 }],
    ['no answer to question one', { unitsPerTypicalDay: 2 }],
    ['no answer to question two', { drinkFrequency: 3 }],
    ['an answer out of range', { drinkFrequency: 5, unitsPerTypicalDay: 1 }],
  ])('gives nothing for %s', (_, answers) => {
    expect(weeklyUnitsEstimate(answers)).toBeUndefined();
  });
});
