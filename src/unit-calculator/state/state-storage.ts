import { drinkKey, isDayNumber, type DayNumber } from '../../core/units';
import { ABV_MAX, MAX_CALORIES, MAX_MILLILITRES, MAX_PENCE, MIN_MILLILITRES } from '../../core/units/limits';
import { parseAmount } from '../../core/validation/amount';
import { sessionSlot } from '../../platform/session-slot';
import { parseStoredJson } from '../../platform/stored-json';
import { emptySlot, initialCalculatorState, type AddedDrink, type CalculatorState, type DrinkSlot } from './calculator-state';
import { storageKey } from './storage-key';

export { storageKey };

/** Where an instance keeps its work in progress (docs/decisions/0009-answers-kept-in-session-storage.md). */

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
/** A number in the range a drink of the catalogue or the own-drink form can have (issue 28: ABV 1e300 showed 0.0 units). */
const within = (value: unknown, max: number): value is number => finite(value) && value <= max;
/** Longer than any drink's name or measure the API or a person gives. */
const MAX_TEXT = 200;
const text = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;
/** The most calories 100 ml of any drink has (pure alcohol has about 560); 1,000 leaves room. */
const MAX_CALORIES_PER_100ML = 1000;
/**
 * More than a person sets up in one day or week: drinks of their own per day, popular drinks per
 * day (the API's lists hold at most 100), prices. What is stored beyond them is not read back.
 */
const MAX_ADDED = 100;
const MAX_POPULAR = 200;
const MAX_PRICES = 400;
/**
 * The longest text read back, checked before it is parsed: above what the limits above allow
 * with every text at its longest (about 1.2 million characters; a real week is a few thousand)
 * (docs/decisions/0293-bounded-input-and-impossible-amounts.md).
 */
export const MAX_STORED_CALCULATOR_LENGTH = 1_500_000;

function addedDrink(value: unknown): AddedDrink | undefined {
  if (!isObject(value)) return undefined;
  const { name, abv, measureDescription, measureLitres, caloriesPer100ml, caloriesPerServing, image, amount } = value;
  if (!text(name) || !text(measureDescription)) return undefined;
  // A measure under 1 ml is none a person could drink (issue 37: 1e-300 litres showed 0.0 units for three pints).
  if (!within(abv, ABV_MAX) || !within(measureLitres, MAX_MILLILITRES / 1000) || measureLitres < MIN_MILLILITRES / 1000)
    return undefined;
  if (!within(caloriesPer100ml, MAX_CALORIES_PER_100ML)) return undefined;
  const drink: AddedDrink = { name, abv, measureDescription, measureLitres, caloriesPer100ml, image: '', key: '', amount: 0 };
  if (within(caloriesPerServing, MAX_CALORIES)) drink.caloriesPerServing = caloriesPerServing;
  return { ...drink, image: text(image) ? image : '', key: drinkKey(drink), amount: parseAmount(amount) };
}

function slot(value: unknown): DrinkSlot {
  if (!isObject(value)) return emptySlot();
  const popular: Record<string, number> = {};
  if (isObject(value.popular)) {
    for (const [id, amount] of Object.entries(value.popular).slice(0, MAX_POPULAR))
      if (text(id)) popular[id] = parseAmount(amount);
  }
  const added = Array.isArray(value.added)
    ? value.added
        .slice(0, MAX_ADDED)
        .map(addedDrink)
        .filter((d): d is AddedDrink => !!d)
    : [];
  return { popular, added };
}

function prices(value: unknown): Record<string, number> {
  const result: Record<string, number> = {};
  if (!isObject(value)) return result;
  for (const [key, pence] of Object.entries(value).slice(0, MAX_PRICES))
    if (text(key) && within(pence, MAX_PENCE) && Number.isInteger(pence)) result[key] = pence;
  return result;
}

/** Checks every field of stored state; anything malformed falls back to a fresh start. */
export function reviveState(value: unknown): CalculatorState {
  const state = initialCalculatorState();
  if (!isObject(value)) return state;
  const days = Array.isArray(value.days) ? [...new Set(value.days.filter(isDayNumber))].sort((a, b) => a - b) : [];
  const week: Partial<Record<DayNumber, DrinkSlot>> = {};
  const storedWeek = isObject(value.week) ? value.week : {};
  for (const day of days) week[day] = slot(storedWeek[day]);
  const currentDay = typeof value.currentDay === 'number' && Number.isInteger(value.currentDay) ? value.currentDay : 0;
  return {
    isWeekly: value.isWeekly === true,
    days,
    currentDay: currentDay >= 0 && currentDay < days.length ? currentDay : 0,
    single: slot(value.single),
    week,
    goalStarted: value.goalStarted === true,
    completed: value.completed === true,
    restarted: value.restarted === true,
    prices: prices(value.prices),
  };
}

export function loadState(instanceKey: string): CalculatorState {
  return reviveState(parseStoredJson(sessionSlot(storageKey(instanceKey)).read(), MAX_STORED_CALCULATOR_LENGTH));
}

export const saveState = (instanceKey: string, state: CalculatorState): void =>
  sessionSlot(storageKey(instanceKey)).write(JSON.stringify(state));

export const forgetState = (instanceKey: string): void => sessionSlot(storageKey(instanceKey)).forget();
