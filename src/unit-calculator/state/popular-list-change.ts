import type { PopularDrink } from '../../core/units';
import { addDrink, setPopularAmount, slotOf, type CalculatorState, type SlotKey } from './calculator-state';

/**
 * The amounts of the popular list in use, carried to the list that replaces it (the API's list
 * arriving after the person began with the built-in one): to the same drink (name, strength and
 * size) when the new list has it, else to an added drink, so no drink is dropped
 * (docs/decisions/0168-popular-amounts-survive-the-api-list.md).
 */
export function carryPopularAmounts(
  state: CalculatorState,
  from: readonly PopularDrink[],
  to: readonly PopularDrink[],
): CalculatorState {
  const keptIds = new Set(to.map((drink) => drink.id));
  const slots: SlotKey[] = ['single', ...state.days];
  let next = state;
  for (const key of slots) {
    for (const drink of from) {
      const amount = slotOf(next, key).popular[drink.id] ?? 0;
      if (amount === 0 || keptIds.has(drink.id)) continue;
      const { id: _id, displayName: _shown, description: _description, ...figures } = drink;
      next = addDrink(setPopularAmount(next, key, drink.id, 0), key, figures, amount, to);
    }
  }
  return next;
}
