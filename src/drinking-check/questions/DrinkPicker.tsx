// Loaded on demand under question two, with its copy and styles
// (docs/decisions/0164-drinks-calculator-under-question-two.md).
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { QUESTIONS } from '../../core/audit';
import { formatUnits, TYPICAL_DAY_DRINKS, typicalDayAnswer, unitsOf } from '../../core/units';
import { typedAmount } from '../../core/validation/amount';
import { registerCopy } from '../../platform/text/built-in-copy';
import { DRINK_PICKER_COPY } from '../copy/drink-picker-copy';
import { Details } from '../../ui/components/Details';
import { useText } from '../../ui/use-text';
import { ScreenStyles } from '../../ui/widget/ScreenStyles';
import { Settled } from '../../ui/components/Settled';
import { fill } from '../../platform/text/fill';
import css from './drink-picker.css';
import { pickerAmountsAtom, pickerOpenAtom, pickerUnitsAtom } from '../state/atoms';

registerCopy(DRINK_PICKER_COPY);

// Keys inside the calculator are its own: Enter in it must never answer the question.
const keepKeys = (event: KeyboardEvent) => event.stopPropagation();

/**
 * The calculator under question two: how many of each common drink (the units guide's, and wine
 * by the large glass and the bottle, named as the calculator names them: 'Beer, Pint, 4%'), and
 * the units they make, shown here and beside the answer they point to. It stays open, with its drinks, until the person chooses an answer; Begin
 * and Redo empty it.
 */
export default function DrinkPicker() {
  const t = useText();
  const id = useId();
  const [amounts, setAmounts] = useAtom(pickerAmountsAtom);
  const [open, setOpen] = useAtom(pickerOpenAtom);
  const setUnits = useSetAtom(pickerUnitsAtom);
  const units = TYPICAL_DAY_DRINKS.reduce((sum, row, index) => sum + (amounts[index] ?? 0) * unitsOf(row.abv, row.litres), 0);
  useEffect(() => setUnits(units), [setUnits, units]);
  const answer = QUESTIONS[1]!.options.find((option) => option.score === typicalDayAnswer(units));

  return (
    <div className="dc-picker" onKeyDown={keepKeys}>
      <ScreenStyles cssText={css} />
      <Details summary={t('dc.picker.summary')} open={open} onToggle={setOpen}>
        <p>{t('dc.picker.intro')}</p>
        <ul className="dc-picker__drinks">
          {TYPICAL_DAY_DRINKS.map((row, index) => (
            <li key={row.label + row.litres}>
              <label htmlFor={`${id}-${index}`}>
                {`${row.label}, ${row.measureTitle}, ${row.abv}%`}
                <span className="dc-hint">{fill(t('dc.picker.each'), { units: formatUnits(row.units) })}</span>
              </label>
              <input
                id={`${id}-${index}`}
                className="dc-input dc-input--number"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                value={String(amounts[index] ?? 0)}
                onChange={(event) => {
                  const next = [...amounts];
                  next[index] = typedAmount(amounts[index] ?? 0, event.target.value);
                  setAmounts(next);
                }}
              />
            </li>
          ))}
        </ul>
        <Settled
          className="dc-picker__total"
          text={answer ? fill(t('dc.picker.total'), { units: formatUnits(units), answer: answer.label }) : t('dc.picker.none')}
        />
      </Details>
    </div>
  );
}
