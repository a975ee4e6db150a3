import type { PopularDrink } from '../../core/units';
import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';
import type { DrinkSlot } from '../state/calculator-state';
import { AmountInput } from './AmountInput';
import { DrinkIcon } from './DrinkIcon';
import { popularWords, unitsEach } from './drink-words';

interface Props {
  drinks: readonly PopularDrink[];
  slot: DrinkSlot;
  onChange: (id: string, amount: number) => void;
}

export function PopularDrinkList({ drinks, slot, onChange }: Props) {
  const t = useText();
  return (
    <>
      <p>{t('ucc.drinks.popularIntro')}</p>
      <ul className="drink-list">
        {drinks.map((drink) => (
          <li key={drink.id} className="drink">
            <DrinkIcon image={drink.image} measure={drink.measureDescription} />
            <div className="drink__text">
              <span className="drink__name">{drink.displayName}</span>
              <span className="drink__detail">
                {drink.description} · {fill(t('ucc.drinks.perDrink'), { units: unitsEach(drink.abv, drink.measureLitres) })}
              </span>
            </div>
            <AmountInput
              drink={popularWords(drink)}
              label={fill(t('ucc.drinks.amountLabel'), { drink: `${drink.displayName} (${drink.description})` })}
              value={slot.popular[drink.id] ?? 0}
              onChange={(amount) => onChange(drink.id, amount)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
