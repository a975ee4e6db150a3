import { dayOf } from '../../core/units';
import { useText } from '../../ui/use-text';
import { canOpenDay } from '../state/drink-entries';
import { usePopularDrinks } from '../state/drinks-lists';
import { useCalculator } from '../state/use-calculator';

/**
 * One tab per chosen day; a day is disabled while the previous day has no drinks. `beforeLeave`
 * adds the drinks set up on this day; false keeps it shown.
 */
export function DayTabs({ beforeLeave = () => true }: { beforeLeave?: () => boolean }) {
  const t = useText();
  const { state, showDay } = useCalculator();
  const popular = usePopularDrinks();
  return (
    <nav aria-label={t('ucc.drinks.dayTabs')}>
      <ul className="tabs day-tabs">
        {state.days.map((day, index) => {
          const current = index === state.currentDay;
          return (
            <li key={day}>
              <button
                type="button"
                className="tabs__tab"
                aria-current={current ? 'step' : undefined}
                disabled={!current && !canOpenDay(state, index, popular)}
                onClick={() => !current && beforeLeave() && showDay(index)}
              >
                <span aria-hidden="true">{dayOf(day)?.short}</span>
                <span className="visually-hidden">{dayOf(day)?.long}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
