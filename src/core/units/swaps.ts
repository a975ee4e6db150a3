import { roundTo } from './rounding';
import { DAY_NUMBERS, type DayNumber } from './days';
import { CALORIES_PER_UNIT, unitsOf } from './equivalents';
import { servingCalories, totalsOf, type DrinkEntry } from './totals';

/** A drink with its price in whole pence, if the person gave one. */
export type SwapEntry = DrinkEntry & { price?: number };
export type SwapWeek = Partial<Record<DayNumber, SwapEntry[]>>;

export type Swap = 'smaller' | 'weaker' | 'dryDay';

// One size down: pint to half pint, 500 and 440 ml cans to a 330 ml bottle, large wine glass to
// standard, standard to small, double spirit to single (docs/decisions/0165-own-drink-spend-and-swaps.md).
const SMALLER: readonly (readonly [number, number])[] = [
  [0.568, 0.284],
  [0.5, 0.33],
  [0.44, 0.33],
  [0.25, 0.175],
  [0.175, 0.125],
  [0.05, 0.025],
];

/** The same drink one serving size down; price and calories scale with the volume. */
export function smallerServing(drink: SwapEntry): SwapEntry {
  const to = SMALLER.find(([from]) => Math.abs(from - drink.measureLitres) < 1e-9)?.[1];
  if (to === undefined) return drink;
  const share = to / drink.measureLitres;
  return {
    ...drink,
    measureLitres: to,
    caloriesPerServing: servingCalories(drink) * share,
    price: drink.price === undefined ? undefined : roundTo(drink.price * share, 0),
  };
}

/**
 * The same drink at a lower strength: 1 point of ABV less under 8 % (5 % beer to 4 %), 2 points
 * less from 8 % to under 20 % (13 % wine to 11 %), spirits as they are. The calories of the
 * alcohol left out go (56 a unit); the price stays.
 */
export function lowerStrength(drink: SwapEntry): SwapEntry {
  const step = drink.abv < 8 ? 1 : drink.abv < 20 ? 2 : 0;
  const abv = roundTo(drink.abv - step, 2);
  if (step === 0 || abv < 0.5) return drink;
  const fewerUnits = unitsOf(drink.abv, drink.measureLitres) - unitsOf(abv, drink.measureLitres);
  return { ...drink, abv, caloriesPerServing: Math.max(0, servingCalories(drink) - fewerUnits * CALORIES_PER_UNIT) };
}

/** The week with its lightest drinking day (fewest units; the earlier on a tie) made drink-free. */
export function oneMoreDryDay(week: SwapWeek): { week: SwapWeek; day: DayNumber | undefined } {
  let lightest: { day: DayNumber; units: number } | undefined;
  for (const day of DAY_NUMBERS) {
    const units = totalsOf(week[day] ?? []).units;
    if (units > 0 && (!lightest || units < lightest.units)) lightest = { day, units };
  }
  if (!lightest) return { week, day: undefined };
  return { week: { ...week, [lightest.day]: [] }, day: lightest.day };
}

/** Applies the chosen swaps to a week (a single occasion is a week of one day). */
export function applySwaps(week: SwapWeek, swaps: ReadonlySet<Swap>): SwapWeek {
  let result = swaps.has('dryDay') ? oneMoreDryDay(week).week : week;
  const each = (change: (drink: SwapEntry) => SwapEntry) => {
    const next: SwapWeek = {};
    for (const day of DAY_NUMBERS) if (result[day]) next[day] = result[day]!.map(change);
    result = next;
  };
  if (swaps.has('smaller')) each(smallerServing);
  if (swaps.has('weaker')) each(lowerStrength);
  return result;
}
