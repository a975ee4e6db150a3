import { useState, type ReactNode } from 'react';
import { totalsOf } from '../../core/units';
import { useText } from '../../ui/use-text';
import { useAllDrinks, usePopularDrinks } from '../state/drinks-lists';
import type { DrinkSlot, NewDrink } from '../state/calculator-state';
import { entriesOf } from '../state/drink-entries';
import { AddedDrinkList } from './AddedDrinkList';
import { AllDrinksForm } from './AllDrinksForm';
import { PopularDrinkList } from './PopularDrinkList';
import { RunningTotal } from './RunningTotal';
import { Tabs } from './Tabs';

export interface DrinkEditorProps {
  slot: DrinkSlot;
  onPopular: (id: string, amount: number) => void;
  onAdded: (key: string, amount: number) => void;
  onAdd: (drink: NewDrink, amount: number) => void;
  dayName?: string;
  /** More tabs after Popular and All drinks (the calculator's Your own drink). */
  moreTabs?: readonly { label: string; panel: ReactNode }[];
}

/**
 * The drinks of one occasion: Popular and All drinks tabs (and any more), added drinks and the
 * running total, on the calculator's single and weekly drinks screens (the Drinking Check's question
 * two has a calculator of its own, DrinkPicker.tsx).
 */
export function DrinkEditor({ slot, onPopular, onAdded, onAdd, dayName, moreTabs = [] }: DrinkEditorProps) {
  const t = useText();
  const popular = usePopularDrinks();
  const catalogue = useAllDrinks();
  const [tab, setTab] = useState(0);

  return (
    <div className="drink-editor">
      <Tabs
        label={t('ucc.drinks.tabsLabel')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { label: t('ucc.drinks.popularTab'), panel: <PopularDrinkList drinks={popular} slot={slot} onChange={onPopular} /> },
          { label: t('ucc.drinks.allTab'), panel: <AllDrinksForm catalogue={catalogue} onAdd={onAdd} /> },
          ...moreTabs,
        ]}
      />
      <AddedDrinkList slot={slot} onChange={onAdded} />
      <RunningTotal totals={totalsOf(entriesOf(slot, popular))} dayName={dayName} />
    </div>
  );
}
