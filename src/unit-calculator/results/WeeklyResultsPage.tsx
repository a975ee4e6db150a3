import { Redirect, useLocation } from 'wouter';
import { exceedsWeeklyGuideline } from '../../core/units';
import { Button } from '../../ui/components/Button';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { CalculatorHeader } from '../headers/CalculatorHeader';
import { UCC_ROUTES } from '../routes';
import { weekOf } from '../state/drink-entries';
import { useCalculator } from '../state/use-calculator';
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
  const { state, popular, showDay } = useCalculator();
  const totals = weekOf(state, popular);
  useResultsOpened(true, totals.week);
  if (totals.week.drinks === 0) return <Redirect to={UCC_ROUTES.welcome} replace />;
  const back = () => {
    showDay(state.days.length - 1);
    navigate(UCC_ROUTES.weeklyDrinks);
  };

  return (
    <>
      <CalculatorHeader kind="banner" title={t('ucc.banner.weekly')} onBack={back} />
      <div className="content">
        <PageHeading>{t('ucc.results.weeklyTitle')}</PageHeading>
        <p>{t('ucc.results.weeklyIntro')}</p>
        <ResultFigures totals={totals.week} />
        <p>{t(exceedsWeeklyGuideline(totals.week.units) ? 'ucc.results.weekOver' : 'ucc.results.weekWithin')}</p>
        <p>{t('ucc.results.bingeRule')}</p>
        <UnitsChart days={totals.perDay} />
        <DayTable days={totals.perDay} />
        <GuidelineButton />
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
