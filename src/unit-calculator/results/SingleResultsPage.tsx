import { Redirect, useLocation } from 'wouter';
import { bingeLevel, totalsOf } from '../../core/units';
import { Button } from '../../ui/components/Button';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { BannerHeader } from '../headers/BannerHeader';
import { UCC_ROUTES } from '../routes';
import { entriesOf } from '../state/drink-entries';
import { usePopularDrinks } from '../state/drinks-lists';
import { useCalculator } from '../state/use-calculator';
import { CostAndChanges } from './CostAndChanges';
import { GuidelineButton } from './GuidelineButton';
import { ResultFigures } from './ResultFigures';
import { ResultsExtras } from './ResultsExtras';
import { UseAgainButton } from './UseAgainButton';
import { useResultsOpened } from './use-results-opened';

const BINGE_TEXT = {
  both: 'ucc.results.bingeBoth',
  women: 'ucc.results.bingeWomen',
  within: 'ucc.results.bingeWithin',
  none: 'ucc.results.bingeWithin',
} as const;

export function SingleResultsPage() {
  const t = useText();
  const [, navigate] = useLocation();
  const { state } = useCalculator();
  const popular = usePopularDrinks();
  const totals = totalsOf(entriesOf(state.single, popular));
  useResultsOpened(false, totals);
  if (totals.drinks === 0) return <Redirect to={UCC_ROUTES.welcome} replace />;
  const back = () => navigate(UCC_ROUTES.singleDrinks);

  return (
    <>
      <BannerHeader title={t('ucc.banner.single')} onBack={back} />
      <div className="content">
        <PageHeading>{t('ucc.results.singleTitle')}</PageHeading>
        <p>{t('ucc.results.singleIntro')}</p>
        <ResultFigures totals={totals} />
        <p>{t(BINGE_TEXT[bingeLevel(totals.units)])}</p>
        <GuidelineButton />
        <CostAndChanges weekly={false} />
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
