import { useId, useState } from 'react';
import { formatMoney, formatWhole, parsePrice, spendOf, WEEKS_A_YEAR, type SwapWeek } from '../../core/units';
import { useText } from '../../ui/use-text';
import { Settled } from '../../ui/components/Settled';
import { TextField } from '../components/TextField';
import { fill } from '../../platform/text/fill';
import { distinctDrinks, type DistinctDrink } from '../state/drink-entries';
import { useCalculator } from '../state/use-calculator';
import { Heading } from '../../ui/components/Heading';

function PriceField({ drink, weekly }: { drink: DistinctDrink; weekly: boolean }) {
  const t = useText();
  const id = useId();
  const { state, setPrice } = useCalculator();
  const stored = state.prices[drink.key];
  const [text, setText] = useState(stored === undefined ? '' : (stored / 100).toFixed(2));
  const [error, setError] = useState(false);
  const change = (value: string) => {
    setText(value);
    const pence = parsePrice(value);
    setPrice(drink.key, Number.isNaN(pence) ? undefined : pence);
    if (!Number.isNaN(pence)) setError(false);
  };
  return (
    <TextField
      id={id}
      className="field--short"
      label={fill(t('ucc.spend.price'), { drink: drink.label })}
      hint={fill(t(weekly ? 'ucc.spend.countWeek' : 'ucc.spend.countSingle'), { n: formatWhole(drink.amount) })}
      error={error ? t('ucc.spend.invalid') : undefined}
      prefix="£"
      inputMode="decimal"
      value={text}
      onValue={change}
      onBlur={() => setError(Number.isNaN(parsePrice(text)))}
    />
  );
}

/**
 * An optional price per drink, giving what the drinks cost: a week and a year, or the occasion
 * (docs/decisions/0165-own-drink-spend-and-swaps.md).
 */
export function SpendPanel({ week, weekly }: { week: SwapWeek; weekly: boolean }) {
  const t = useText();
  const id = useId();
  const { state } = useCalculator();
  const drinks = distinctDrinks(week);
  const spend = spendOf(Object.values(week).flat());
  const priced = drinks.some((drink) => state.prices[drink.key] !== undefined);
  const total = weekly
    ? fill(t('ucc.spend.week'), { week: formatMoney(spend.pence), year: formatMoney(spend.pence * WEEKS_A_YEAR) })
    : fill(t('ucc.spend.single'), { money: formatMoney(spend.pence) });
  return (
    <section className="panel spend" aria-labelledby={id}>
      <Heading level={2} id={id}>
        {t('ucc.spend.title')}
      </Heading>
      <p>{t('ucc.spend.intro')}</p>
      {drinks.map((drink) => (
        <PriceField key={drink.key} drink={drink} weekly={weekly} />
      ))}
      <Settled className="spend__total" text={priced ? total : ''} />
      {priced && spend.unpriced > 0 && <p className="hint">{t('ucc.spend.unpriced')}</p>}
    </section>
  );
}
