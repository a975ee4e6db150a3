import type { CSSProperties } from 'react';
import { bingeLevel, chartScale, dayOf, formatUnits, GUIDELINES, type BingeLevel, type DayTotals } from '../../core/units';
import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';
import { BINGE_MARK, BINGE_TEXT } from './binge-text';

/** A share of the scale, for the stylesheet: '--at' places a label or line, '--bar' sizes a bar. */
const at = (name: '--at' | '--bar', value: number, max: number) => ({ [name]: Math.min(1, value / max) }) as CSSProperties;
const KEY = ['both', 'women', 'within', 'none'] as const;
const markOf = (level: BingeLevel) => (level === 'both' || level === 'women' ? BINGE_MARK[level] : undefined);

/**
 * Units on each day of the week: the spec's scale (top a multiple of 3, labels at a third, two
 * thirds and the top), the two binge lines drawn across it, and each bar coloured by risk (at or
 * over the men's line, at or over the women's line, under both, drink-free) with a text mark by a
 * day at or over a line. Each bar's figure and level are text; the table below has them too.
 * Upright bars in a wide widget, bars across in a narrow one
 * (docs/decisions/0160-chart-colour-means-risk.md, 0213-one-binge-line-in-both-tools.md).
 */
export function UnitsChart({ days }: { days: readonly DayTotals[] }) {
  const t = useText();
  const scale = chartScale(days.map((day) => day.units));
  const lines = [GUIDELINES.bingeUnits.female, GUIDELINES.bingeUnits.male];
  return (
    <figure className="chart">
      <figcaption className="chart__title">{t('ucc.chart.title')}</figcaption>
      <div className="chart__body">
        <ol className="chart__axis" aria-hidden="true">
          {[...scale.ticks].reverse().map((tick) => (
            <li key={tick} style={at('--at', tick, scale.max)}>
              {tick}
            </li>
          ))}
        </ol>
        <div className="chart__plot">
          {lines.map((units) => (
            <span
              key={units}
              className={`chart__line chart__line--${units}`}
              style={at('--at', units, scale.max)}
              aria-hidden="true"
            >
              <span>{units}</span>
            </span>
          ))}
          <ul className="chart__bars">
            {days.map((day) => {
              const name = dayOf(day.day);
              const level = bingeLevel(day.units);
              const units = formatUnits(day.units);
              const mark = markOf(level);
              return (
                <li key={day.day} className="chart__column" style={at('--bar', day.units, scale.max)}>
                  <span className="visually-hidden">
                    {fill(t('ucc.chart.bar'), { day: name?.long ?? '', units, level: t(BINGE_TEXT[level]) })}
                  </span>
                  <span className={`chart__bar chart__bar--${level}`} aria-hidden="true" />
                  <span className="chart__value" aria-hidden="true">
                    {units}
                    {mark && <b className="chart__mark">{t(mark)}</b>}
                  </span>
                  <span className="chart__label" aria-hidden="true">
                    {name?.short}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <ul className="chart__key" aria-label={t('ucc.chart.key')}>
        {KEY.map((level) => {
          const mark = markOf(level);
          return (
            <li key={level}>
              <span className={`chart__swatch chart__bar--${level}`} aria-hidden="true" />
              <span>
                {mark && <b>{`“${t(mark)}”: `}</b>}
                {t(BINGE_TEXT[level])}
              </span>
            </li>
          );
        })}
        <li>
          <span className="chart__swatch chart__swatch--line" aria-hidden="true" />
          <span>{t('ucc.chart.keyLines')}</span>
        </li>
      </ul>
    </figure>
  );
}
