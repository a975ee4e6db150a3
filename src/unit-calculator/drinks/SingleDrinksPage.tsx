import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../ui/components/Button';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { ClearButton } from '../components/ClearButton';
import { PendingDrinksProvider, usePendingDrinks } from '../components/pending-drinks';
import { DrinksHeader } from '../headers/DrinksHeader';
import { UCC_ROUTES } from '../routes';
import { drinksIn, hasAnyDrink } from '../state/drink-entries';
import { usePopularDrinks } from '../state/drinks-lists';
import { useCalculator } from '../state/use-calculator';
import { CalculatorDrinks } from './CalculatorDrinks';

export function SingleDrinksPage() {
  const t = useText();
  const [, navigate] = useLocation();
  const { state, clear, chooseMode } = useCalculator();
  const popular = usePopularDrinks();
  const pending = usePendingDrinks();
  // Reached from a link or the browser history rather than the welcome choice.
  useEffect(() => {
    if (state.isWeekly) chooseMode(false);
  }, [state.isWeekly, chooseMode]);
  const back = () => navigate(UCC_ROUTES.welcome);
  const drinks = drinksIn(state.single, popular);

  // A drink set up but not added is counted (docs/decisions/0214-a-drink-set-up-but-not-added-is-counted.md).
  const calculate = () => pending.settle() && navigate(UCC_ROUTES.resultsSingle);

  return (
    <PendingDrinksProvider value={pending.reporter}>
      <DrinksHeader title={t('ucc.banner.single')} onBack={back} />
      <div className="content">
        <PageHeading>{t('ucc.drinks.singleTitle')}</PageHeading>
        <CalculatorDrinks slotKey="single" />
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
          <Button onClick={calculate} disabled={drinks === 0 && !pending.anyPending}>
            {t('ucc.common.calculate')}
          </Button>
        </div>
      </div>
    </PendingDrinksProvider>
  );
}
