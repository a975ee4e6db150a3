import { useAtom } from 'jotai';
import { useMemo } from 'react';
import type { PopularDrink } from '../../core/units';
import { usePlatform } from '../../ui/widget/platform-context';
import { useSettings, useWidget } from '../../ui/widget/widget-context';
import { calculatorAtom } from './atoms';
import * as rules from './calculator-state';
import { forgetState } from './state-storage';

/** The calculator state with its actions; every rule lives in calculator-state.ts. */
export function useCalculator() {
  const [state, setState] = useAtom(calculatorAtom);
  const { embedded } = useSettings();
  const { instanceKey } = useWidget();
  const { analytics } = usePlatform();

  const actions = useMemo(() => {
    // Goal-funnel start: the first drink change in embedded single mode (spec section 4).
    const drinkChange = (next: (s: rules.CalculatorState) => rules.CalculatorState) =>
      setState((current) => {
        const changed = next(current);
        if (changed === current || !rules.shouldStartGoal(current, embedded)) return changed;
        analytics.track('calculator_goal_start', { weekly: false });
        return rules.markGoalStarted(changed);
      });
    return {
      chooseMode: (isWeekly: boolean) => setState((s) => rules.chooseMode(s, isWeekly)),
      chooseDays: (days: readonly number[]) => setState((s) => rules.chooseDays(s, days)),
      showDay: (index: number) => setState((s) => rules.showDay(s, index)),
      setPopularAmount: (slot: rules.SlotKey, id: string, amount: unknown) =>
        drinkChange((s) => rules.setPopularAmount(s, slot, id, amount)),
      setAddedAmount: (slot: rules.SlotKey, key: string, amount: unknown) =>
        drinkChange((s) => rules.setAddedAmount(s, slot, key, amount)),
      addDrink: (slot: rules.SlotKey, drink: rules.NewDrink, amount: number, popular: readonly PopularDrink[]) =>
        drinkChange((s) => rules.addDrink(s, slot, drink, amount, popular)),
      clear: () => {
        forgetState(instanceKey);
        setState(rules.clearDrinks());
      },
      setPrice: (key: string, pence: number | undefined) => setState((s) => rules.setPrice(s, key, pence)),
      restart: () => {
        forgetState(instanceKey);
        setState(rules.restart());
      },
      markCompleted: () => setState((s) => rules.markCompleted(s)),
    };
  }, [setState, embedded, analytics, instanceKey]);

  return { state, ...actions };
}
