import { pricedWeek } from '../state/drink-entries';
import { usePopularDrinks } from '../state/drinks-lists';
import { useCalculator } from '../state/use-calculator';
import { SpendPanel } from './SpendPanel';
import { WhatIfPanel } from './WhatIfPanel';

/** What the drinks cost and what a change would do, under either result (docs/decisions/0165-own-drink-spend-and-swaps.md). */
export function CostAndChanges({ weekly }: { weekly: boolean }) {
  const { state } = useCalculator();
  const popular = usePopularDrinks();
  const week = pricedWeek(state, popular);
  return (
    <>
      <SpendPanel week={week} weekly={weekly} />
      <WhatIfPanel week={week} weekly={weekly} />
    </>
  );
}
