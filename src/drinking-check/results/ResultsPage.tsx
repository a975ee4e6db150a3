import { useAtomValue } from 'jotai';
import { Redirect } from 'wouter';
import { Banner } from '../../ui/components/Banner';
import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';
import { OverviewTabs } from '../overview/OverviewTabs';
import { DC_ROUTES } from '../routes';
import { hasResultsAtom, scoreAtom } from '../state/atoms';
import { useCheckActions } from '../state/use-check-actions';
import { ResultSummary } from './ResultSummary';
import { ResultsEmailForm } from './email/ResultsEmailForm';

/** The results routes: for now the heading, the badge and the score (full results are their own work). */
export function ResultsPage() {
  const t = useText();
  const hasResults = useAtomValue(hasResultsAtom);
  const result = useAtomValue(scoreAtom);
  const actions = useCheckActions();

  if (!hasResults || !result) return <Redirect to={DC_ROUTES.welcome} replace />;
  return (
    <>
      <Banner>{t('dc.banner.title')}</Banner>
      <OverviewTabs current="results" hasResults />
      <div className="content">
        <ResultSummary result={result} />
        <Button variant="secondary" onClick={actions.redo}>
          {t('dc.results.redo')}
        </Button>
        <ResultsEmailForm />
      </div>
    </>
  );
}

