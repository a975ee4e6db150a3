import { useId, useState } from 'react';
import {
  applySwaps,
  dayOf,
  formatMoney,
  formatUnits,
  formatWhole,
  oneMoreDryDay,
  spendOf,
  totalsOf,
  type Swap,
  type SwapWeek,
} from '../../core/units';
import type { CopyKey } from '../../platform/text';
import { useText } from '../../ui/use-text';
import { Settled } from '../../ui/components/Settled';
import { fill } from '../../platform/text/fill';
import { counted } from '../format';
import { Heading } from '../../ui/components/Heading';

const SWAPS: Record<Swap, { label: CopyKey; text: CopyKey }> = {
  smaller: { label: 'ucc.whatif.smaller', text: 'ucc.whatif.smallerText' },
  weaker: { label: 'ucc.whatif.weaker', text: 'ucc.whatif.weakerText' },
  dryDay: { label: 'ucc.whatif.dryDay', text: 'ucc.whatif.dryDayText' },
};

function figuresOf(week: SwapWeek) {
  const entries = Object.values(week).flat();
  const { units, calories } = totalsOf(entries);
  return { units: formatUnits(units), calories: formatWhole(calories), spend: formatMoney(spendOf(entries).pence) };
}

/**
 * 'What if': one tap on a change (a smaller glass, a lower-strength drink, one more drink-free
 * day) shows the new units, calories and spend beside the current ones; changes combine, and a
 * second tap takes one away (docs/decisions/0165-own-drink-spend-and-swaps.md).
 */
export function WhatIfPanel({ week, weekly }: { week: SwapWeek; weekly: boolean }) {
  const t = useText();
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<Swap>>(new Set());
  const options: Swap[] = weekly ? ['smaller', 'weaker', 'dryDay'] : ['smaller', 'weaker'];
  const now = figuresOf(week);
  const then = figuresOf(applySwaps(week, chosen));
  const dryDay = dayOf(oneMoreDryDay(week).day)?.long ?? '';
  const unchanged = (swap: Swap) => {
    const alone = figuresOf(applySwaps(week, new Set([swap])));
    return alone.units === now.units && alone.calories === now.calories;
  };
  const toggle = (swap: Swap) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (!next.delete(swap)) next.add(swap);
      return next;
    });
  const priced = Object.values(week).some((entries) => entries?.some((entry) => entry.price !== undefined));
  const rows: [CopyKey, keyof typeof now][] = [
    ['ucc.table.units', 'units'],
    ['ucc.table.calories', 'calories'],
    ...(priced ? [['ucc.whatif.spend', 'spend'] as [CopyKey, keyof typeof now]] : []),
  ];
  const summary = fill(t('ucc.whatif.summary'), {
    units: counted(t, 'ucc.n.units', then.units),
    calories: counted(t, 'ucc.n.calories', then.calories),
  });

  return (
    <section className="panel whatif" aria-labelledby={id}>
      <Heading level={2} id={id}>
        {t('ucc.whatif.title')}
      </Heading>
      <p>{t('ucc.whatif.intro')}</p>
      <ul className="whatif__options" aria-label={t('ucc.whatif.changes')}>
        {options.map((swap) => (
          <li key={swap}>
            <button
              type="button"
              className="button button--secondary whatif__toggle"
              aria-pressed={chosen.has(swap)}
              aria-describedby={`${id}-${swap}`}
              onClick={() => toggle(swap)}
            >
              {chosen.has(swap) && <span aria-hidden="true">✓ </span>}
              {t(SWAPS[swap].label)}
            </button>
            <p id={`${id}-${swap}`} className="hint">
              {fill(t(SWAPS[swap].text), { day: dryDay })}
              {chosen.has(swap) && unchanged(swap) && ` ${t('ucc.whatif.unchanged')}`}
            </p>
          </li>
        ))}
      </ul>
      {chosen.size > 0 && (
        <table className="table whatif__table">
          <caption>{t('ucc.whatif.caption')}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{t('ucc.whatif.now')}</th>
              <th scope="col">{t('ucc.whatif.then')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, key]) => (
              <tr key={key}>
                <th scope="row">{t(label)}</th>
                <td>{now[key]}</td>
                <td>{then[key]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Settled className="visually-hidden" text={chosen.size > 0 ? summary : ''} />
    </section>
  );
}
