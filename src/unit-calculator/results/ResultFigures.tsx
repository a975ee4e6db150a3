import { formatUnits, formatWhole, type Totals } from '../../core/units';
import type { CopyKey } from '../../platform/text';
import { useText } from '../../ui/use-text';
import { plural } from '../format';

/**
 * Units and cheeseburgers to one decimal place, calories and minutes of running whole
 * (docs/decisions/0161-numbers-as-people-read-them.md).
 */
export function ResultFigures({ totals }: { totals: Totals }) {
  const t = useText();
  const figures: { id: string; shown: string; label: CopyKey }[] = [
    { id: 'units', shown: formatUnits(totals.units), label: 'ucc.results.units' },
    { id: 'calories', shown: formatWhole(totals.calories), label: 'ucc.results.calories' },
    { id: 'burgers', shown: formatUnits(totals.cheeseburgers), label: 'ucc.results.burgers' },
    { id: 'running', shown: formatWhole(totals.runningMinutes), label: 'ucc.results.running' },
  ];
  return (
    <ul className="figures">
      {figures.map((figure) => (
        <li key={figure.id} className={`figure figure--${figure.id}`}>
          <span className="figure__value">{figure.shown}</span>{' '}
          <span className="figure__label">{plural(t, figure.label, figure.shown)}</span>
        </li>
      ))}
    </ul>
  );
}
