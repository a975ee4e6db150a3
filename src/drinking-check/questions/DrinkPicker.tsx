// Loaded on demand under question two, with its copy and styles (docs/decisions/0164-drinks-calculator-under-question-two.md).
import { atom, useAtom, useSetAtom } from 'jotai';
import { useEffect, type KeyboardEvent } from 'react';
import { QUESTIONS } from '../../core/audit';
import { formatUnits, formatWhole, POPULAR_DRINKS, typicalDayAnswer, unitsOf, type PopularDrink } from '../../core/units';
import { registerCopy } from '../../platform/text/built-in-copy';
import { UCC_LIST_COPY } from '../../platform/text/unit-calculator-list-copy';
import { Details } from '../../ui/components/Details';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { ScreenStyles } from '../../ui/widget/ScreenStyles';
import amountCss from '../../unit-calculator/components/amount.css';
import { AmountInput } from '../../unit-calculator/components/AmountInput';
import { popularWords, unitsEach } from '../../unit-calculator/components/drink-words';
import { Settled } from '../../unit-calculator/components/Settled';
import { counted, fill } from '../../unit-calculator/format';
import pickerCss from './drink-picker.css';
import { pickerUnitsAtom } from './picker-total';

registerCopy(UCC_LIST_COPY);

const CSS = amountCss + pickerCss;
/** The calculator's popular drinks (the API's when it answers), how many of each, whether open: kept until the element goes. */
const drinksAtom = atom<readonly PopularDrink[]>(POPULAR_DRINKS);
const amountsAtom = atom<Record<string, number>>({});
const openAtom = atom(false);

// Keys inside the calculator are its own: Enter on its buttons must not answer the question.
const keepKeys = (event: KeyboardEvent) => event.stopPropagation();

/**
 * The calculator under question two: several drinks, named as the calculator names its popular
 * drinks, their units shown here and beside the answer they point to. It stays open, with its
 * drinks, until the person chooses an answer.
 */
export default function DrinkPicker() {
  const t = useText();
  const { api } = usePlatform();
  const [drinks, setDrinks] = useAtom(drinksAtom);
  const [amounts, setAmounts] = useAtom(amountsAtom);
  const [open, setOpen] = useAtom(openAtom);
  const setUnits = useSetAtom(pickerUnitsAtom);

  useEffect(() => {
    let live = true;
    api.popularDrinks().then((list) => live && list?.length && setDrinks(list), () => undefined);
    return () => {
      live = false;
    };
  }, [api, setDrinks]);

  let count = 0;
  let units = 0;
  for (const drink of drinks) {
    const amount = amounts[drink.id] ?? 0;
    count += amount;
    units += amount * unitsOf(drink.abv, drink.measureLitres);
  }
  useEffect(() => setUnits(units), [setUnits, units]);
  const answer = QUESTIONS[1]!.options.find((option) => option.score === typicalDayAnswer(units));

  return (
    <div className="dc-picker" onKeyDown={keepKeys}>
      <ScreenStyles cssText={CSS} />
      <Details summary={t('ucc.picker.summary')} open={open} onToggle={setOpen}>
        <p>{t('ucc.picker.intro')}</p>
        <ul className="dc-picker__drinks">
          {drinks.map((drink) => (
            <li key={drink.id}>
              <span>
                <b>{drink.displayName}</b>
                <br />
                {drink.description} · {fill(t('ucc.drinks.perDrink'), { units: unitsEach(drink.abv, drink.measureLitres) })}
              </span>
              <AmountInput
                drink={popularWords(drink)}
                label={fill(t('ucc.drinks.amountLabel'), { drink: `${drink.displayName} (${drink.description})` })}
                value={amounts[drink.id] ?? 0}
                onChange={(amount) => setAmounts((previous) => ({ ...previous, [drink.id]: amount }))}
              />
            </li>
          ))}
        </ul>
        <Settled
          className="dc-picker__total"
          text={fill(t(answer ? 'ucc.picker.points' : 'ucc.picker.none'), {
            drinks: counted(t, 'ucc.n.drinks', formatWhole(count)),
            units: counted(t, 'ucc.n.units', formatUnits(units)),
            answer: answer?.label ?? '',
          })}
        />
      </Details>
    </div>
  );
}
