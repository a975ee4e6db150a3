import { useId, useLayoutEffect, useRef } from 'react';
import { canDecreaseAmount, canIncreaseAmount, parseAmount, typedAmount } from '../../core/validation/amount';
import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';

interface AmountInputProps {
  /** The drink as words, e.g. 'pint of beer', used in the label and the button names. */
  drink: string;
  value: number;
  onChange: (amount: number) => void;
  label?: string;
}

/** Number of drinks, 0-99, with minus and plus buttons. The mouse wheel never changes it. */
export function AmountInput({ drink, value, onChange, label }: AmountInputProps) {
  const t = useText();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // Two quick presses may land before a re-render: count from the last amount asked for.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  // A button that becomes disabled would drop keyboard focus to the page: keep it on the field.
  const step = (next: number) => {
    const amount = parseAmount(next);
    latest.current = amount;
    onChange(amount);
    if (!canDecreaseAmount(amount) || !canIncreaseAmount(amount)) field.current?.focus();
  };
  return (
    <div className="amount">
      <label htmlFor={id} className="amount__label">
        {label ?? fill(t('ucc.drinks.amountLabel'), { drink })}
      </label>
      <div className="amount__controls">
        <button
          type="button"
          className="amount__step"
          aria-label={fill(t('ucc.drinks.removeOne'), { drink })}
          disabled={!canDecreaseAmount(value)}
          onClick={() => step(latest.current - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          ref={field}
          id={id}
          className="amount__field"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          value={String(value)}
          onChange={(event) => onChange(typedAmount(value, event.target.value))}
          onWheel={(event) => event.currentTarget.blur()}
        />
        <button
          type="button"
          className="amount__step"
          aria-label={fill(t('ucc.drinks.addOne'), { drink })}
          disabled={!canIncreaseAmount(value)}
          onClick={() => step(latest.current + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
