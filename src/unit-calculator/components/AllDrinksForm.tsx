import { useId, useState } from 'react';
import type { DrinkCategory, DrinkType, Measure } from '../../core/units';
import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';
import type { NewDrink } from '../state/calculator-state';
import { AmountInput } from './AmountInput';
import { addedWords } from './drink-words';
import { usePendingDrink, type Settled } from './pending-drinks';
import { useAddedStatus } from './use-added-status';

const drinkOf = (type: DrinkType | undefined, measure: Measure | undefined): NewDrink | undefined =>
  type &&
  measure && {
    name: type.title,
    abv: type.abv,
    measureDescription: measure.title,
    measureLitres: measure.litres,
    caloriesPer100ml: type.caloriesPer100ml,
    image: type.image,
  };

interface Props {
  catalogue: readonly DrinkCategory[];
  onAdd: (drink: NewDrink, amount: number) => void;
}

/**
 * Drink, drink type, serving size and number of drinks; Add drink is disabled at 0. A number set
 * but not added is counted when the person goes on
 * (docs/decisions/0214-a-drink-set-up-but-not-added-is-counted.md).
 */
export function AllDrinksForm({ catalogue, onAdd }: Props) {
  const t = useText();
  const id = useId();
  const [categoryIndex, setCategory] = useState(0);
  const [typeIndex, setType] = useState(0);
  const [measureIndex, setMeasure] = useState(0);
  const [amount, setAmount] = useState(0);
  const { sayAdded, status } = useAddedStatus();

  const category = catalogue[categoryIndex] ?? catalogue[0];
  const type = category?.types[typeIndex] ?? category?.types[0];
  const measure = type?.measures[measureIndex] ?? type?.measures[0];
  const drink = drinkOf(type, measure);

  const add = (): Settled => {
    if (!drink) return 'added';
    onAdd(drink, amount);
    sayAdded(amount, `${drink.name}, ${drink.measureDescription}, ${drink.abv}%`);
    setAmount(0);
    return 'added';
  };
  usePendingDrink(amount > 0 && drink !== undefined, add);
  if (!category || !type || !measure || !drink) return null;

  return (
    <div className="all-drinks">
      <div className="field">
        <label htmlFor={`${id}-drink`}>{t('ucc.drinks.drinkType')}</label>
        <select
          id={`${id}-drink`}
          value={categoryIndex}
          onChange={(event) => {
            setCategory(Number(event.target.value));
            setType(0);
            setMeasure(0);
          }}
        >
          {catalogue.map((entry, index) => (
            <option key={entry.title} value={index}>
              {entry.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('ucc.drinks.type')}</label>
        <select
          id={`${id}-type`}
          value={typeIndex}
          onChange={(event) => {
            setType(Number(event.target.value));
            setMeasure(0);
          }}
        >
          {category.types.map((entry, index) => (
            <option key={entry.title} value={index}>
              {`${entry.title}, ${entry.abv}%`}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-measure`}>{t('ucc.drinks.serving')}</label>
        <select id={`${id}-measure`} value={measureIndex} onChange={(event) => setMeasure(Number(event.target.value))}>
          {type.measures.map((entry, index) => (
            <option key={entry.title} value={index}>
              {entry.title}
            </option>
          ))}
        </select>
      </div>
      <AmountInput drink={addedWords(drink)} label={t('ucc.drinks.number')} value={amount} onChange={setAmount} />
      <Button onClick={add} disabled={amount === 0}>
        {t('ucc.drinks.add')}
      </Button>
      {status}
    </div>
  );
}
