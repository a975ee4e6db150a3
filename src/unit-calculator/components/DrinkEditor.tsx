import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { totalsOf } from '../../core/units';
import { useText } from '../../ui/use-text';
import { allDrinksAtom } from '../state/atoms';
import type { SlotKey } from '../state/calculator-state';
import { slotOf } from '../state/calculator-state';
import { entriesOf } from '../state/drink-entries';
import { useCalculator } from '../state/use-calculator';
import { AddedDrinkList } from './AddedDrinkList';
import { AllDrinksForm } from './AllDrinksForm';
import { PopularDrinkList } from './PopularDrinkList';
import { RunningTotal } from './RunningTotal';
import { Tabs } from './Tabs';

/** The drinks of one occasion: Popular and All drinks tabs, added drinks and the running total. */
export function DrinkEditor({ slotKey, dayName }: { slotKey: SlotKey; dayName?: string }) {
  const t = useText();
  const { state, popular, setPopularAmount, setAddedAmount, addDrink } = useCalculator();
  const catalogue = useAtomValue(allDrinksAtom);
  const [tab, setTab] = useState(0);
  const slot = slotOf(state, slotKey);
  const totals = totalsOf(entriesOf(slot, popular));

  return (
    <div className="drink-editor">
      <Tabs
        label={t('ucc.drinks.tabsLabel')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            label: t('ucc.drinks.popularTab'),
            panel: (
              <PopularDrinkList drinks={popular} slot={slot} onChange={(id, amount) => setPopularAmount(slotKey, id, amount)} />
            ),
          },
          {
            label: t('ucc.drinks.allTab'),
            panel: <AllDrinksForm catalogue={catalogue} onAdd={(drink, amount) => addDrink(slotKey, drink, amount)} />,
          },
        ]}
      />
      <AddedDrinkList slot={slot} onChange={(key, amount) => setAddedAmount(slotKey, key, amount)} />
      <RunningTotal totals={totals} dayName={dayName} />
    </div>
  );
}
