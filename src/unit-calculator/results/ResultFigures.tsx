import type { Totals } from '../../core/units';
import { useText } from '../../ui/use-text';
import { shown } from '../format';

/** Units, calories, cheeseburgers and minutes of running, each to 1 decimal place. */
export function ResultFigures({ totals }: { totals: Totals }) {
  const t = useText();
  const figures = [
    { value: totals.units, label: t('ucc.results.units'), id: 'units' },
    { value: totals.calories, label: t('ucc.results.calories'), id: 'calories' },
    { value: totals.cheeseburgers, label: t('ucc.results.burgers'), id: 'burgers' },
    { value: totals.runningMinutes, label: t('ucc.results.running'), id: 'running' },
  ];
  return (
    <ul className="figures">
      {figures.map((figure) => (
        <li key={figure.id} className={`figure figure--${figure.id}`}>
          <span className="figure__value">{shown(figure.value)}</span> <span className="figure__label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
