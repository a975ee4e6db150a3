import { useEffect, useRef } from 'react';
import { eventRound, type Totals } from '../../core/units';
import { usePlatform } from '../../ui/widget/platform-context';
import { goalComplete } from '../state/drink-entries';
import { usePopularDrinks } from '../state/drinks-lists';
import { useCalculator } from '../state/use-calculator';

/**
 * Opening results (spec section 4): marks the drinks complete, records usage (a failure is only
 * logged), sends the goal-funnel completion and tells the host the totals. Once per visit.
 */
export function useResultsOpened(weekly: boolean, totals: Totals): void {
  const { api, analytics, host } = usePlatform();
  const { state, markCompleted } = useCalculator();
  const popular = usePopularDrinks();
  const done = useRef(false);

  useEffect(() => {
    if (done.current || totals.drinks === 0) return;
    done.current = true;
    markCompleted();
    api.recordCalculatorUsage().catch((error: unknown) => console.warn('Recording calculator usage failed', error));
    const figures = {
      units: eventRound.units(totals.units),
      calories: eventRound.calories(totals.calories),
      drinks: totals.drinks,
    };
    if (goalComplete(state, popular)) analytics.track('calculator_goal_complete', { weekly, ...figures });
    host.notify('calculator-results', {
      weekly,
      ...figures,
      cheeseburgers: eventRound.units(totals.cheeseburgers),
      runningMinutes: eventRound.units(totals.runningMinutes),
    });
  }, [api, analytics, host, state, popular, markCompleted, totals, weekly]);
}
