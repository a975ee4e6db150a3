import {
  drinkKey,
  totalsOf,
  weeklyTotals,
  type DrinkEntry,
  type DrinksByDay,
  type PopularDrink,
  type SwapWeek,
} from '../../core/units';
import type { CalculatorState, DrinkSlot } from './calculator-state';
import { slotOf } from './calculator-state';

/** The drinks of a slot as core entries: popular drinks with their amounts, then added drinks. */
export function entriesOf(slot: DrinkSlot, popular: readonly PopularDrink[]): DrinkEntry[] {
  const entries: DrinkEntry[] = [];
  for (const drink of popular) {
    const amount = slot.popular[drink.id] ?? 0;
    if (amount > 0) entries.push({ ...drink, amount });
  }
  for (const drink of slot.added) if (drink.amount > 0) entries.push(drink);
  return entries;
}

export function drinksIn(slot: DrinkSlot, popular: readonly PopularDrink[]): number {
  return totalsOf(entriesOf(slot, popular)).drinks;
}

/** Drinks of the chosen days, for core's weeklyTotals. */
export function drinksByDay(state: CalculatorState, popular: readonly PopularDrink[]): DrinksByDay {
  const byDay: DrinksByDay = {};
  for (const day of state.days) byDay[day] = entriesOf(slotOf(state, day), popular);
  return byDay;
}

export function weekOf(state: CalculatorState, popular: readonly PopularDrink[]) {
  return weeklyTotals(drinksByDay(state, popular));
}

/** Any drink anywhere: Clear is disabled without one. */
export function hasAnyDrink(state: CalculatorState, popular: readonly PopularDrink[]): boolean {
  if (drinksIn(state.single, popular) > 0) return true;
  return state.days.some((day) => drinksIn(slotOf(state, day), popular) > 0);
}

/** A day's tab is disabled while the previous chosen day has no drinks. */
export function canOpenDay(state: CalculatorState, index: number, popular: readonly PopularDrink[]): boolean {
  if (index === 0) return index < state.days.length;
  const previous = state.days[index - 1];
  if (previous === undefined || index >= state.days.length) return false;
  return drinksIn(slotOf(state, previous), popular) > 0;
}

/** Goal-funnel completion: weekly totals with at least one drink, or any single drink. */
export function goalComplete(state: CalculatorState, popular: readonly PopularDrink[]): boolean {
  return state.isWeekly ? weekOf(state, popular).week.drinks > 0 : drinksIn(state.single, popular) > 0;
}

/**
 * The drinks of the results with their prices: each chosen day, or the single occasion as a
 * week of one day (Monday), as the what-if swaps take them.
 */
export function pricedWeek(state: CalculatorState, popular: readonly PopularDrink[]): SwapWeek {
  const priced = (slot: DrinkSlot) =>
    entriesOf(slot, popular).map((entry) => ({ ...entry, price: state.prices[drinkKey(entry)] }));
  if (!state.isWeekly) return { 0: priced(state.single) };
  const week: SwapWeek = {};
  for (const day of state.days) week[day] = priced(slotOf(state, day));
  return week;
}

export interface DistinctDrink {
  key: string;
  /** 'Pint of beer (Pint, 4%)' or 'Wine, Small glass (125 ml), 12%'. */
  label: string;
  amount: number;
}

/** Each kind of drink once, with how many of it in all: the lines of the spend panel. */
export function distinctDrinks(week: SwapWeek): DistinctDrink[] {
  const byKey = new Map<string, DistinctDrink>();
  for (const entry of Object.values(week).flat() as (DrinkEntry & Partial<PopularDrink>)[]) {
    const key = drinkKey(entry);
    const label = entry.displayName
      ? `${entry.displayName} (${entry.description})`
      : `${entry.name}, ${entry.measureDescription}, ${entry.abv}%`;
    const known = byKey.get(key);
    byKey.set(key, { key, label, amount: (known?.amount ?? 0) + entry.amount });
  }
  return [...byKey.values()];
}
