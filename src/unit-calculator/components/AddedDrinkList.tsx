import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';
import type { DrinkSlot } from '../state/calculator-state';
import { AmountInput } from './AmountInput';
import { DrinkIcon } from './DrinkIcon';
import { addedWords, unitsEach } from './drink-words';
import { Heading } from '../../ui/components/Heading';

interface Props {
  slot: DrinkSlot;
  onChange: (key: string, amount: number) => void;
}

/** Drinks added from the All drinks tab, each with its own amount. */
export function AddedDrinkList({ slot, onChange }: Props) {
  const t = useText();
  if (slot.added.length === 0) return null;
  return (
    <section className="added" aria-labelledby="added-title">
      <Heading level={2} id="added-title" className="added__title">
        {t('ucc.drinks.addedTitle')}
      </Heading>
      <ul className="drink-list">
        {slot.added.map((drink) => (
          <li key={drink.key} className="drink">
            <DrinkIcon image={drink.image} measure={drink.measureDescription} />
            <div className="drink__text">
              <span className="drink__name">{drink.name}</span>
              <span className="drink__detail">
                {drink.measureDescription}, {drink.abv}% ·{' '}
                {fill(t('ucc.drinks.perDrink'), { units: unitsEach(drink.abv, drink.measureLitres) })}
              </span>
            </div>
            <AmountInput drink={addedWords(drink)} value={drink.amount} onChange={(amount) => onChange(drink.key, amount)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
