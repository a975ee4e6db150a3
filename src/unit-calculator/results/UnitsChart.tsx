import type { CSSProperties } from 'react';
import { chartScale, dayOf, type DayTotals } from '../../core/units';
import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';
import { shown } from '../format';

/**
 * Bar chart of units per day (spec section 9): the scale tops at the highest day rounded up to
 * a multiple of 3; bars over 70 % of it are red, others purple, empty days grey. Each bar
 * carries its figure as text; the table below has the same figures.
 */
export function UnitsChart({ days }: { days: readonly DayTotals[] }) {
  const t = useText();
  const scale = chartScale(days.map((day) => day.units));
  return (
    <figure className="chart">
      <figcaption className="chart__title">{t('ucc.results.chartTitle')}</figcaption>
      <div className="chart__body">
        <ol className="chart__axis" aria-hidden="true">
          {[...scale.ticks].reverse().map((tick) => (
            <li key={tick} style={{ '--tick': `${(tick / scale.max) * 100}%` } as CSSProperties}>
              {shown(tick)}
            </li>
          ))}
        </ol>
        <ul className="chart__bars">
          {days.map((day) => {
            const name = dayOf(day.day);
            const share = `${Math.min(100, (day.units / scale.max) * 100)}%`;
            return (
              <li key={day.day} className="chart__column" style={{ '--bar': share } as CSSProperties}>
                <span className="visually-hidden">{fill(t('ucc.results.chartBar'), { day: name?.long ?? '', units: shown(day.units) })}</span>
                <span className="chart__value" aria-hidden="true">
                  {shown(day.units)}
                </span>
                <span className={`chart__bar chart__bar--${scale.colourOf(day.units)}`} aria-hidden="true" />
                <span className="chart__label" aria-hidden="true">
                  {name?.short}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="chart__legend">{t('ucc.results.legendHigh')}</p>
    </figure>
  );
}
