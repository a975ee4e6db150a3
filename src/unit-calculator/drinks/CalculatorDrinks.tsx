import { useText } from '../../ui/use-text';
import { CustomDrinkForm } from '../components/CustomDrinkForm';
import { DrinkEditor } from '../components/DrinkEditor';
import { WITH_EXTRAS } from '../one-file';
import { slotOf, type SlotKey } from '../state/calculator-state';
import { useCalculator } from '../state/use-calculator';

/** The drink editor on the calculator's own state (the single occasion or one day), with an own drink. */
export function CalculatorDrinks({ slotKey, dayName }: { slotKey: SlotKey; dayName?: string }) {
  const t = useText();
  const { state, setPopularAmount, setAddedAmount, addDrink } = useCalculator();
  const add = (drink: Parameters<typeof addDrink>[1], amount: number) => addDrink(slotKey, drink, amount);
  return (
    <DrinkEditor
      slot={slotOf(state, slotKey)}
      dayName={dayName}
      onPopular={(id, amount) => setPopularAmount(slotKey, id, amount)}
      onAdded={(key, amount) => setAddedAmount(slotKey, key, amount)}
      onAdd={add}
      moreTabs={WITH_EXTRAS ? [{ label: t('ucc.custom.name'), panel: <CustomDrinkForm onAdd={add} /> }] : []}
    />
  );
}
