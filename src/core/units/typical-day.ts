import { roundTo } from './rounding';

// Upper bounds of the answers to AUDIT question two: 1 to 2, 3 to 4, 5 to 6, 7 to 9, 10 or more.
const UPPER = [2, 4, 6, 9];

/**
 * The answer to question two (score 0-4) that a day's units point to: the units rounded to the
 * nearest whole unit (6.8 is 7: '7 to 9'), under 1 counting as '1 to 2'. None for no drinks.
 */
export function typicalDayAnswer(units: number): number | undefined {
  if (typeof units !== 'number' || !Number.isFinite(units) || units <= 0) return undefined;
  const whole = roundTo(units, 0);
  const index = UPPER.findIndex((upper) => whole <= upper);
  return index === -1 ? UPPER.length : index;
}
