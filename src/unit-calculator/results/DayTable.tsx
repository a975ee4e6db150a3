import { useId } from 'react';
import { dayOf, type DayTotals } from '../../core/units';
import { useText } from '../../ui/use-text';
import { shown } from '../format';
import { bingeLevel } from './binge';

const LEVEL_TEXT = { both: 'ucc.results.dayBoth', women: 'ucc.results.dayWomen', none: 'ucc.results.dayNone' } as const;

/** The figures of the chart as a table, with each day against the binge thresholds. */
export function DayTable({ days }: { days: readonly DayTotals[] }) {
  const t = useText();
  const id = useId();
  // On a narrow screen the table scrolls sideways: the region takes focus so keys can scroll it.
  return (
    <div className="table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="table">
        <caption id={id}>{t('ucc.results.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ucc.results.colDay')}</th>
            <th scope="col">{t('ucc.results.colDrinks')}</th>
            <th scope="col">{t('ucc.results.colUnits')}</th>
            <th scope="col">{t('ucc.results.colCalories')}</th>
            <th scope="col">{t('ucc.results.colBinge')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => {
            const level = bingeLevel(day.units);
            return (
              <tr key={day.day} className={level === 'none' ? undefined : 'table__row--binge'}>
                <th scope="row">{dayOf(day.day)?.long}</th>
                <td>{day.drinks}</td>
                <td>{shown(day.units)}</td>
                <td>{shown(day.calories)}</td>
                <td>{t(LEVEL_TEXT[level])}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
