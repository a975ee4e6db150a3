import { Redirect, useLocation } from 'wouter';
import { DAY_NUMBERS, exceedsWeeklyGuideline, formatWhole, weekPattern } from '../../core/units';
import { Button } from '../../ui/components/Button';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';
import { counted } from '../format';
import { BannerHeader } from '../headers/BannerHeader';
import { UCC_ROUTES } from '../routes';
import { weekOf } from '../state/drink-entries';
import { usePopularDrinks } from '../state/drinks-lists';
import { useCalculator } from '../state/use-calculator';
import { CostAndChanges } from './CostAndChanges';
import { DayTable } from './DayTable';
import { GuidelineButton } from './GuidelineButton';
import { ResultFigures } from './ResultFigures';
import { ResultsExtras } from './ResultsExtras';
import { UnitsChart } from './UnitsChart';
import { UseAgainButton } from './UseAgainButton';
import { useResultsOpened } from './use-results-opened';

export function WeeklyResultsPage() {
  const t = useText();
  const [, navigate] = useLocation();
  const { state, showDay } = useCalculator();
  const popular = usePopularDrinks();
  const totals = weekOf(state, popular);
  useResultsOpened(true, totals.week);
  if (totals.week.drinks === 0) return <Redirect to={UCC_ROUTES.welcome} replace />;
  const back = () => {
    showDay(state.days.length - 1);
    navigate(UCC_ROUTES.weeklyDrinks);
  };
  // The chart shows every day of the week, the days not chosen as drink-free; the table the drinking days.
  const days = DAY_NUMBERS.map(
    (day) => totals.perDay.find((entry) => entry.day === day) ?? { day, drinks: 0, units: 0, calories: 0 },
  );
  const pattern = weekPattern(days.map((day) => day.units));

  return (
    <>
      <BannerHeader title={t('ucc.banner.weekly')} onBack={back} />
      <div className="content">
        <PageHeading>{t('ucc.results.weeklyTitle')}</PageHeading>
        <p>{t('ucc.results.weeklyIntro')}</p>
        <ResultFigures totals={totals.week} />
        <p>{t(exceedsWeeklyGuideline(totals.week.units) ? 'ucc.results.weekOver' : 'ucc.results.weekWithin')}</p>
        <p>
          {fill(t('ucc.week.days'), {
            days: counted(t, 'ucc.n.days', formatWhole(pattern.drinkingDays)),
            free: counted(t, 'ucc.n.freeDays', formatWhole(pattern.drinkFreeDays)),
          })}{' '}
          {t(pattern.spread ? 'ucc.week.spread' : 'ucc.week.notSpread')}
        </p>
        <p>{t('ucc.results.bingeRule')}</p>
        <UnitsChart days={days} />
        <DayTable days={totals.perDay} />
        <GuidelineButton />
        <CostAndChanges weekly />
        <div className="actions">
          <Button variant="secondary" onClick={back}>
            {t('common.back')}
          </Button>
          <UseAgainButton />
        </div>
        <ResultsExtras />
      </div>
    </>
  );
}
