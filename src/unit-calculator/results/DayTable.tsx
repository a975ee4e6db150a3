import { bingeLevel, dayOf, formatUnits, formatWhole, type DayTotals } from '../../core/units';
import type { CopyKey } from '../../platform/text';
import { useText } from '../../ui/use-text';
import { BINGE_TEXT } from './binge-text';

const COLUMNS: CopyKey[] = ['ucc.table.drinks', 'ucc.table.units', 'ucc.table.calories', 'ucc.table.binge'];

/**
 * The drinking days' figures as a table, each day against the binge lines. In a narrow widget each row
 * stacks into a card with the column names beside the figures, so no column is off screen.
 */
export function DayTable({ days }: { days: readonly DayTotals[] }) {
  const t = useText();
  return (
    <table className="table day-table">
      <caption>{t('ucc.table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ucc.table.day')}</th>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day) => {
          const level = bingeLevel(day.units);
          const cells = [formatWhole(day.drinks), formatUnits(day.units), formatWhole(day.calories), t(BINGE_TEXT[level])];
          return (
            <tr key={day.day} className={`day-table__row--${level}`}>
              <th scope="row">{dayOf(day.day)?.long}</th>
              {cells.map((cell, index) => (
                <td key={COLUMNS[index]}>
                  <span className="day-table__label" aria-hidden="true">
                    {t(COLUMNS[index]!)}
                  </span>
                  {cell}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
