import { useEffect, useId, useRef, useState } from 'react';
import { checkCustomDrink, type CustomDrinkFields } from '../../core/units';
import type { CopyKey } from '../../platform/text';
import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';
import type { NewDrink } from '../state/calculator-state';
import { AmountInput } from './AmountInput';
import { usePendingDrink, type Settled } from './pending-drinks';
import { useRevealPanel } from './Tabs';
import { TextField } from './TextField';
import { useAddedStatus } from './use-added-status';

const EMPTY: CustomDrinkFields = { abv: '', millilitres: '', calories: '' };
const FIELDS = ['abv', 'millilitres', 'calories'] as const;

/**
 * A drink of the person's own: strength, serving size and, if known, calories
 * (docs/decisions/0165-own-drink-spend-and-swaps.md). One filled in but not added is counted when
 * the person goes on; one that cannot be counted stops them here, saying what is missing
 * (docs/decisions/0214-a-drink-set-up-but-not-added-is-counted.md).
 */
export function CustomDrinkForm({ onAdd }: { onAdd: (drink: NewDrink, amount: number) => void }) {
  const t = useText();
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof CustomDrinkFields, string>>>({});
  const [amount, setAmount] = useState(1);
  const { sayAdded, status } = useAddedStatus();
  const inputs = useRef<Partial<Record<keyof CustomDrinkFields, HTMLInputElement | null>>>({});
  // Set when going on stopped here: the panel shows first, then focus moves to the first problem.
  const [notAdded, setNotAdded] = useState(false);
  const [focusOn, setFocusOn] = useState<{ field: keyof CustomDrinkFields }>();
  const reveal = useRevealPanel();
  useEffect(() => {
    if (focusOn) inputs.current[focusOn.field]?.focus();
  }, [focusOn]);

  const add = (): Settled => {
    const check = checkCustomDrink(fields);
    if (!check.ok) {
      const messages: typeof errors = {};
      for (const field of FIELDS) if (check.errors[field]) messages[field] = t(`ucc.custom.${check.errors[field]}` as CopyKey);
      setErrors(messages);
      setFocusOn({ field: FIELDS.find((field) => messages[field])! });
      return 'stopped';
    }
    const { abv, measureLitres, caloriesPerServing } = check.drink;
    const drink: NewDrink = {
      name: t('ucc.custom.name'),
      abv,
      measureDescription: fill(t('ucc.custom.measure'), { ml: Math.round(measureLitres * 1000) }),
      measureLitres,
      caloriesPer100ml: caloriesPerServing / (measureLitres * 10),
      caloriesPerServing,
      image: '',
    };
    onAdd(drink, amount);
    setErrors({});
    setNotAdded(false);
    setFields(EMPTY);
    setAmount(1);
    sayAdded(amount, `${drink.name}, ${drink.measureDescription}, ${abv}%`);
    return 'added';
  };
  const filledIn = FIELDS.some((name) => fields[name].trim() !== '');
  usePendingDrink(filledIn && amount > 0, () => {
    const settled = add();
    if (settled === 'stopped') {
      reveal();
      setNotAdded(true);
    }
    return settled;
  });

  const field = (name: keyof CustomDrinkFields, label: CopyKey, hint: CopyKey, inputMode: 'decimal' | 'numeric') => (
    <TextField
      ref={(element) => {
        inputs.current[name] = element;
      }}
      id={`${id}-${name}`}
      className="field--short"
      label={t(label)}
      hint={t(hint)}
      error={errors[name]}
      inputMode={inputMode}
      value={fields[name]}
      onValue={(value) => setFields((previous) => ({ ...previous, [name]: value }))}
    />
  );

  return (
    <div className="all-drinks">
      <p>{t('ucc.custom.intro')}</p>
      {notAdded && filledIn && (
        <p className="not-added" role="alert">
          {t('ucc.custom.notAdded')}
        </p>
      )}
      {field('abv', 'ucc.custom.abv', 'ucc.custom.abvHint', 'decimal')}
      {field('millilitres', 'ucc.custom.size', 'ucc.custom.sizeHint', 'numeric')}
      {field('calories', 'ucc.custom.calories', 'ucc.custom.caloriesHint', 'numeric')}
      <AmountInput
        drink={t('ucc.custom.name').toLowerCase()}
        label={t('ucc.drinks.number')}
        value={amount}
        onChange={setAmount}
      />
      <Button onClick={add} disabled={amount === 0}>
        {t('ucc.drinks.add')}
      </Button>
      {status}
    </div>
  );
}
