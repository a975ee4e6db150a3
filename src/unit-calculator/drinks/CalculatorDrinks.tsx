import { useText } from '../../ui/use-text';
import { CustomDrinkForm } from '../components/CustomDrinkForm';
import { DrinkEditor } from '../components/DrinkEditor';
import { slotOf, type NewDrink, type SlotKey } from '../state/calculator-state';
import { usePopularDrinks } from '../state/drinks-lists';
import { useCalculator } from '../state/use-calculator';

/** The drink editor on the calculator's own state (the single occasion or one day), with an own drink. */
export function CalculatorDrinks({ slotKey, dayName }: { slotKey: SlotKey; dayName?: string }) {
  const t = useText();
  const { state, setPopularAmount, setAddedAmount, addDrink } = useCalculator();
  const popular = usePopularDrinks();
  const add = (drink: NewDrink, amount: number) => addDrink(slotKey, drink, amount, popular);
  return (
    <DrinkEditor
      slot={slotOf(state, slotKey)}
      dayName={dayName}
      onPopular={(id, amount) => setPopularAmount(slotKey, id, amount)}
      onAdded={(key, amount) => setAddedAmount(slotKey, key, amount)}
      onAdd={add}
      moreTabs={[{ label: t('ucc.custom.name'), panel: <CustomDrinkForm onAdd={add} /> }]}
    />
  );
}
