import { useEffect, useRef } from 'react';
import { Redirect, useLocation } from 'wouter';
import { dayOf } from '../../core/units';
import { Button } from '../../ui/components/Button';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { ClearButton } from '../components/ClearButton';
import { PendingDrinksProvider, usePendingDrinks } from '../components/pending-drinks';
import { fill } from '../../platform/text/fill';
import { DrinksHeader } from '../headers/DrinksHeader';
import { UCC_ROUTES } from '../routes';
import { slotOf } from '../state/calculator-state';
import { drinksIn, hasAnyDrink } from '../state/drink-entries';
import { usePopularDrinks } from '../state/drinks-lists';
import { useCalculator } from '../state/use-calculator';
import { CalculatorDrinks } from './CalculatorDrinks';
import { DayTabs } from './DayTabs';

/** Drinks day by day; Next moves to the next day and the last day's button is Results. */
export function WeeklyDrinksPage() {
  const t = useText();
  const [, navigate] = useLocation();
  const { state, clear, showDay } = useCalculator();
  const popular = usePopularDrinks();
  const pending = usePendingDrinks();
  const page = useRef<HTMLDivElement>(null);
  const shownDay = useRef(state.currentDay);

  // A new day is a new step: focus its heading, as a new screen would.
  useEffect(() => {
    if (shownDay.current === state.currentDay) return;
    shownDay.current = state.currentDay;
    page.current?.querySelector<HTMLElement>('.aa-h1')?.focus();
  }, [state.currentDay]);

  const day = state.days[state.currentDay];
  if (day === undefined) return <Redirect to={UCC_ROUTES.daysOfWeek} replace />;

  const dayName = dayOf(day)?.long ?? '';
  const isLast = state.currentDay === state.days.length - 1;
  // A drink set up but not added counts, and is added on the way on
  // (docs/decisions/0214-a-drink-set-up-but-not-added-is-counted.md).
  const hasDrinks = drinksIn(slotOf(state, day), popular) > 0 || pending.anyPending;

  const back = () => (state.currentDay === 0 ? navigate(UCC_ROUTES.daysOfWeek) : showDay(state.currentDay - 1));
  const next = () => {
    if (!pending.settle()) return;
    if (isLast) navigate(UCC_ROUTES.resultsWeekly);
    else showDay(state.currentDay + 1);
  };

  return (
    <PendingDrinksProvider value={pending.reporter}>
      <DrinksHeader title={t('ucc.banner.weekly')} onBack={back} />
      <DayTabs beforeLeave={pending.settle} />
      <div className="content" ref={page}>
        <PageHeading>{fill(t('ucc.drinks.dayTitle'), { day: dayName })}</PageHeading>
        <CalculatorDrinks key={day} slotKey={day} dayName={dayName} />
        {!hasDrinks && <p className="hint">{t('ucc.drinks.needOne')}</p>}
        <div className="actions">
          <Button variant="secondary" onClick={back}>
            {t('common.back')}
          </Button>
          <ClearButton
            disabled={!hasAnyDrink(state, popular)}
            onClear={() => {
              clear();
              navigate(UCC_ROUTES.welcome);
            }}
          />
          <Button onClick={next} disabled={!hasDrinks}>
            {isLast ? t('ucc.common.results') : t('common.next')}
          </Button>
        </div>
      </div>
    </PendingDrinksProvider>
  );
}
