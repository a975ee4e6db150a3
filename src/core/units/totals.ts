import { parseAmount } from '../validation/amount';
import { DAY_NUMBERS, type DayNumber } from './days';
import { caloriesOf, cheeseburgersOf, runningMinutesOf, unitsOf } from './equivalents';

/** A drink the user has counted, with how many of it. */
export interface DrinkEntry {
  name: string;
  abv: number;
  measureLitres: number;
  measureDescription: string;
  caloriesPer100ml: number;
  /** Calories in one serving when known exactly (the API's figure, or typed in); else from caloriesPer100ml. */
  caloriesPerServing?: number;
  image?: string;
  amount: number;
}

type Serving = Pick<DrinkEntry, 'caloriesPer100ml' | 'caloriesPerServing' | 'measureLitres'>;

/** Calories in one serving: the exact per-serving figure when there is one. */
export function servingCalories(drink: Serving): number {
  const exact = drink.caloriesPerServing;
  if (typeof exact === 'number' && Number.isFinite(exact) && exact >= 0) return exact;
  return caloriesOf(drink.caloriesPer100ml, drink.measureLitres);
}

export interface Totals {
  drinks: number;
  units: number;
  calories: number;
  cheeseburgers: number;
  runningMinutes: number;
}

export interface DayTotals {
  day: DayNumber;
  drinks: number;
  units: number;
  calories: number;
}

export interface WeeklyTotals {
  perDay: DayTotals[];
  week: Totals;
  maxDayUnits: number;
  maxDayCalories: number;
}

export type DrinksByDay = Partial<Record<DayNumber, DrinkEntry[]>>;

function entriesOf(value: unknown): DrinkEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is DrinkEntry => typeof entry === 'object' && entry !== null);
}

/**
 * Amount-weighted totals, unrounded. Entries that are not objects are skipped; amounts go
 * through parseAmount (whole numbers 0-99), and bad strengths or volumes count as 0.
 */
export function totalsOf(entries: readonly DrinkEntry[]): Totals {
  let drinks = 0;
  let units = 0;
  let calories = 0;
  for (const entry of entriesOf(entries)) {
    const amount = parseAmount(entry.amount);
    drinks += amount;
    units += amount * unitsOf(entry.abv, entry.measureLitres);
    calories += amount * servingCalories(entry);
  }
  return {
    drinks,
    units,
    calories,
    cheeseburgers: cheeseburgersOf(calories),
    runningMinutes: runningMinutesOf(calories),
  };
}

/** Per-day totals for the days present (Monday first) and totals for the whole week. */
export function weeklyTotals(days: DrinksByDay): WeeklyTotals {
  const source: Partial<Record<number, unknown>> = typeof days === 'object' && days !== null ? days : {};
  const perDay: DayTotals[] = [];
  const all: DrinkEntry[] = [];
  for (const day of DAY_NUMBERS) {
    if (!Array.isArray(source[day])) continue;
    const entries = entriesOf(source[day]);
    const totals = totalsOf(entries);
    perDay.push({ day, drinks: totals.drinks, units: totals.units, calories: totals.calories });
    all.push(...entries);
  }
  return {
    perDay,
    week: totalsOf(all),
    maxDayUnits: Math.max(0, ...perDay.map((day) => day.units)),
    maxDayCalories: Math.max(0, ...perDay.map((day) => day.calories)),
  };
}
