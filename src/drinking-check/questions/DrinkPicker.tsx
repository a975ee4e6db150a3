import { useId, useState } from 'react';
import { ALL_DRINKS, displayRound, unitsOf } from '../../core/units';
import { clampAmount } from '../../core/validation';
import { Details } from '../../ui/components/Details';
import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';

const DRINKS = ALL_DRINKS.flatMap((category) =>
  category.types.map((type) => ({ key: `${category.title}|${type.title}`, category: category.title, type })),
);

/** Under question two: one drink, measure and number, and the units they make (core catalogue). */
export function DrinkPicker() {
  const t = useText();
  const id = useId();
  const [drinkKey, setDrinkKey] = useState(DRINKS[0]!.key);
  const [measureIndex, setMeasureIndex] = useState(0);
  const [number, setNumber] = useState('1');
  const drink = DRINKS.find((d) => d.key === drinkKey) ?? DRINKS[0]!;
  const measure = drink.type.measures[measureIndex] ?? drink.type.measures[0]!;
  const count = clampAmount(Number(number));
  const units = displayRound(unitsOf(drink.type.abv, measure.litres) * count);

  return (
    <Details summary={t('dc.picker.summary')}>
      <div className="dc-picker">
        <div className="dc-field">
          <label htmlFor={`${id}-drink`}>{t('dc.picker.drink')}</label>
          <select
            id={`${id}-drink`}
            className="dc-select"
            value={drinkKey}
            onChange={(event) => {
              setDrinkKey(event.target.value);
              setMeasureIndex(0);
            }}
          >
            {ALL_DRINKS.map((category) => (
              <optgroup key={category.title} label={category.title}>
                {DRINKS.filter((d) => d.category === category.title).map((d) => (
                  <option key={d.key} value={d.key}>{`${d.type.title} (${d.type.abv}%)`}</option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="dc-field">
          <label htmlFor={`${id}-measure`}>{t('dc.picker.measure')}</label>
          <select
            id={`${id}-measure`}
            className="dc-select"
            value={measureIndex}
            onChange={(event) => setMeasureIndex(Number(event.target.value))}
          >
            {drink.type.measures.map((m, index) => (
              <option key={m.title} value={index}>
                {m.title}
              </option>
            ))}
          </select>
        </div>
        <div className="dc-field">
          <label htmlFor={`${id}-number`}>{t('dc.picker.number')}</label>
          <input
            id={`${id}-number`}
            className="dc-input dc-input--number"
            type="number"
            inputMode="numeric"
            min={0}
            max={99}
            value={number}
            onChange={(event) => setNumber(event.target.value.replace(/\D/g, '').slice(0, 2))}
          />
        </div>
        <p className="dc-picker__result" aria-live="polite">
          {fill(t('dc.picker.result'), { number: count, measure: measure.title.toLowerCase(), drink: drink.type.title.toLowerCase(), units })}
        </p>
      </div>
    </Details>
  );
}
