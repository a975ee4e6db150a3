import { drinkKey, isDayNumber, type DayNumber } from '../../core/units';
import { clampAmount, parseAmount } from '../../core/validation/amount';

/** A drink added from the 'All drinks' tab (spec section 3, 'Added drink'). */
export interface AddedDrink {
  /** name-abv-measureLitres: drinks with the same key are merged. */
  key: string;
  name: string;
  abv: number;
  measureDescription: string;
  measureLitres: number;
  caloriesPer100ml: number;
  /** Exact calories of one serving, when known (the API's, or the person's own drink). */
  caloriesPerServing?: number;
  image: string;
  amount: number;
}

export type NewDrink = Omit<AddedDrink, 'key' | 'amount'>;

/** The drinks of one occasion: the single calculation or one day of the week. */
export interface DrinkSlot {
  /** Popular drink id -> amount. */
  popular: Record<string, number>;
  added: AddedDrink[];
}

export type SlotKey = 'single' | DayNumber;

/** The calculator's work in progress (spec section 3, 'Calculator state'). */
export interface CalculatorState {
  isWeekly: boolean;
  /** Chosen drinking days, Monday (0) first. */
  days: DayNumber[];
  /** Index into `days` of the day shown on the weekly drinks screen. */
  currentDay: number;
  single: DrinkSlot;
  week: Partial<Record<DayNumber, DrinkSlot>>;
  /** The goal-funnel start event has been sent. */
  goalStarted: boolean;
  /** Results have been opened for these drinks. */
  completed: boolean;
  /** The person chose 'Use tool again'. */
  restarted: boolean;
  /** Price of one drink in whole pence, by drink key (name-abv-measureLitres), when given. */
  prices: Record<string, number>;
}

export const emptySlot = (): DrinkSlot => ({ popular: {}, added: [] });

export const initialCalculatorState = (): CalculatorState => ({
  isWeekly: false,
  days: [],
  currentDay: 0,
  single: emptySlot(),
  week: {},
  goalStarted: false,
  completed: false,
  restarted: false,
  prices: {},
});

export function slotOf(state: CalculatorState, key: SlotKey): DrinkSlot {
  return key === 'single' ? state.single : (state.week[key] ?? emptySlot());
}

function withSlot(state: CalculatorState, key: SlotKey, slot: DrinkSlot): CalculatorState {
  if (key === 'single') return { ...state, single: slot };
  return { ...state, week: { ...state.week, [key]: slot } };
}

/** Welcome: sets the weekly flag; the labels win (docs/decisions/0001-calculator-welcome-labels-win.md). */
export function chooseMode(state: CalculatorState, isWeekly: boolean): CalculatorState {
  return { ...state, isWeekly, currentDay: 0, completed: false };
}

/** Days already chosen keep their drinks; new days start with every popular drink at zero. */
export function chooseDays(state: CalculatorState, days: readonly number[]): CalculatorState {
  const chosen = [...new Set(days.filter(isDayNumber))].sort((a, b) => a - b);
  const week: Partial<Record<DayNumber, DrinkSlot>> = {};
  for (const day of chosen) week[day] = state.week[day] ?? emptySlot();
  return { ...state, isWeekly: true, days: chosen, week, currentDay: 0 };
}

/** An amount update replaces the amount (whole numbers 0-99; anything else is 0). */
export function setPopularAmount(state: CalculatorState, key: SlotKey, id: string, amount: unknown): CalculatorState {
  const slot = slotOf(state, key);
  return withSlot(state, key, { ...slot, popular: { ...slot.popular, [id]: parseAmount(amount) } });
}

export function setAddedAmount(state: CalculatorState, key: SlotKey, drink: string, amount: unknown): CalculatorState {
  const slot = slotOf(state, key);
  const added = slot.added.map((entry) => (entry.key === drink ? { ...entry, amount: parseAmount(amount) } : entry));
  return withSlot(state, key, { ...slot, added });
}

export interface PopularIdentity {
  id: string;
  name: string;
  abv: number;
  measureLitres: number;
}

/**
 * Adding an identical drink (same name, abv and volume) raises the existing amount, whether it
 * is a popular drink or one added before; otherwise a new added drink is registered.
 */
export function addDrink(
  state: CalculatorState,
  key: SlotKey,
  drink: NewDrink,
  amount: unknown,
  popular: readonly PopularIdentity[] = [],
): CalculatorState {
  const count = parseAmount(amount);
  if (count === 0) return state;
  const id = drinkKey(drink);
  const slot = slotOf(state, key);
  const samePopular = popular.find((entry) => drinkKey(entry) === id);
  if (samePopular) {
    const total = clampAmount((slot.popular[samePopular.id] ?? 0) + count);
    return withSlot(state, key, { ...slot, popular: { ...slot.popular, [samePopular.id]: total } });
  }
  const existing = slot.added.find((entry) => entry.key === id);
  const added = existing
    ? slot.added.map((entry) => (entry.key === id ? { ...entry, amount: clampAmount(entry.amount + count) } : entry))
    : [...slot.added, { ...drink, key: id, amount: count }];
  return withSlot(state, key, { ...slot, added });
}

/**
 * Clear (spec section 4): empties all drinks and resets the mode, so the person starts again
 * from the welcome choice; prices and chosen days go with them (docs/decisions/0162-clear-and-the-menu.md).
 */
export function clearDrinks(): CalculatorState {
  return initialCalculatorState();
}

/** The price of one drink, in whole pence; undefined removes it. */
export function setPrice(state: CalculatorState, key: string, pence: number | undefined): CalculatorState {
  const prices = { ...state.prices };
  if (pence === undefined) delete prices[key];
  else prices[key] = pence;
  return { ...state, prices };
}

/** 'Use tool again': clears everything and marks the restart. */
export function restart(): CalculatorState {
  return { ...initialCalculatorState(), restarted: true };
}

export function showDay(state: CalculatorState, index: number): CalculatorState {
  if (!Number.isInteger(index) || index < 0 || index >= state.days.length) return state;
  return { ...state, currentDay: index };
}

export function markCompleted(state: CalculatorState): CalculatorState {
  return state.completed ? state : { ...state, completed: true };
}

export function markGoalStarted(state: CalculatorState): CalculatorState {
  return state.goalStarted ? state : { ...state, goalStarted: true };
}

/** Goal-funnel start: the first drink change in embedded single mode. */
export function shouldStartGoal(state: CalculatorState, embedded: boolean): boolean {
  return embedded && !state.isWeekly && !state.goalStarted;
}
