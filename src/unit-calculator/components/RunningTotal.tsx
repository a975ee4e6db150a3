import { formatUnits, formatWhole, type Totals } from '../../core/units';
import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';
import { counted } from '../format';
import { Settled } from '../../ui/components/Settled';

/** The drinks, units and calories so far. */
export function RunningTotal({ totals, dayName }: { totals: Totals; dayName?: string }) {
  const t = useText();
  const values = {
    day: dayName ?? '',
    drinks: counted(t, 'ucc.n.drinks', formatWhole(totals.drinks)),
    units: counted(t, 'ucc.n.units', formatUnits(totals.units)),
    calories: counted(t, 'ucc.n.calories', formatWhole(totals.calories)),
  };
  return (
    <div className="running-total">
      <Settled className="running-total__text" text={fill(t(dayName ? 'ucc.drinks.soFarDay' : 'ucc.drinks.soFar'), values)} />
    </div>
  );
}
