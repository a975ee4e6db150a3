import { ABV_MAX } from './limits';

/** Calories in one cheeseburger, for the 'cheeseburger equivalent'. */
export const CHEESEBURGER_CALORIES = 303;
/** Calories burnt per minute of running, for the 'minutes of running' equivalent. */
export const CALORIES_PER_RUNNING_MINUTE = 10;

function nonNegative(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * Units in one drink: ABV (in %) x volume in litres, e.g. 13 x 0.175 = 2.275.
 * Unrounded. Negative, non-finite or out-of-range input gives 0.
 */
export function unitsOf(abv: number, litres: number): number {
  const strength = nonNegative(abv);
  const volume = nonNegative(litres);
  if (strength === undefined || volume === undefined || strength > ABV_MAX) return 0;
  return strength * volume;
}

/** Calories in one drink: calories per 100 ml / 100 x millilitres. Unrounded; bad input gives 0. */
export function caloriesOf(caloriesPer100ml: number, litres: number): number {
  const density = nonNegative(caloriesPer100ml);
  const volume = nonNegative(litres);
  if (density === undefined || volume === undefined) return 0;
  return (density / 100) * (volume * 1000);
}

export function cheeseburgersOf(calories: number): number {
  const value = nonNegative(calories);
  return value === undefined ? 0 : value / CHEESEBURGER_CALORIES;
}

export function runningMinutesOf(calories: number): number {
  const value = nonNegative(calories);
  return value === undefined ? 0 : value / CALORIES_PER_RUNNING_MINUTE;
}

/** Litres as millilitres for display (0.175 -> 175). */
export function millilitresOf(litres: number): number {
  const volume = nonNegative(litres);
  return volume === undefined ? 0 : Math.round(volume * 1000);
}

/** Calories of the alcohol in one unit: 8 g of alcohol at 7 kcal a gram. */
export const CALORIES_PER_UNIT = 56;
