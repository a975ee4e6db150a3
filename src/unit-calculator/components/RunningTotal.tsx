import { useEffect, useState } from 'react';
import type { Totals } from '../../core/units';
import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';
import { shown } from '../format';

const SETTLE_MS = 800;

/**
 * The total so far, shown at once and announced politely once the person pauses, so that
 * holding a plus button or typing does not make a screen reader chatter.
 */
export function RunningTotal({ totals, dayName }: { totals: Totals; dayName?: string }) {
  const t = useText();
  const values = { day: dayName ?? '', drinks: totals.drinks, units: shown(totals.units), calories: shown(totals.calories) };
  const text = fill(t(dayName ? 'ucc.drinks.soFarDay' : 'ucc.drinks.soFar'), values);
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="running-total">
      <p className="running-total__text" aria-hidden="true">
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced === text ? announced : ''}
      </p>
    </div>
  );
}
