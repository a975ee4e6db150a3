import { useAtomValue } from 'jotai';
import { Redirect } from 'wouter';
import { Banner } from '../../ui/components/Banner';
import { useText } from '../../ui/use-text';
import { OverviewTabs } from '../overview/OverviewTabs';
import { DC_ROUTES } from '../routes';
import { hasResultsAtom, scoreAtom, type CheckResult } from '../state/atoms';
import { useLoaded } from '../../ui/load-once';
import { NotLoaded } from '../components/NotLoaded';
import { resultsScreens } from './results-screens-loader';

/** The screens' code loads on demand; once here (the results loader waits for it) they show at once. */
function Screen({ result, abridged }: { result: CheckResult; abridged?: boolean }) {
  const { module: screens, failed, retry } = useLoaded(resultsScreens);
  if (failed) return <NotLoaded onRetry={retry} />;
  if (!screens) return <Loading />;
  return abridged ? <screens.AbridgedResults result={result} /> : <screens.FullResults result={result} />;
}

function useResult() {
  const hasResults = useAtomValue(hasResultsAtom);
  const result = useAtomValue(scoreAtom);
  return hasResults ? result : undefined;
}

function Loading() {
  const t = useText();
  return (
    <p role="status" className="dc-results__loading">
      {t('dc.results.loading')}
    </p>
  );
}

/** /overview/results and its aliases; the drinking check when there are no results yet. */
export function FullResultsRoute() {
  const t = useText();
  const result = useResult();
  if (!result) return <Redirect to={DC_ROUTES.welcome} replace />;
  return (
    <>
      <Banner>{t('dc.banner.title')}</Banner>
      <OverviewTabs current="results" hasResults />
      <div className="content">
        <Screen result={result} />
      </div>
    </>
  );
}

/** /overview/results-abridged and its aliases: no banner, tabs or container spacing. */
export function AbridgedResultsRoute() {
  const result = useResult();
  if (!result) return <Redirect to={DC_ROUTES.welcome} replace />;
  return <Screen result={result} abridged />;
}
