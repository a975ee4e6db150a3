import { useAtomValue } from 'jotai';
import { Suspense, use } from 'react';
import { Redirect } from 'wouter';
import { Banner } from '../../ui/components/Banner';
import { useText } from '../../ui/use-text';
import { OverviewTabs } from '../overview/OverviewTabs';
import { DC_ROUTES } from '../routes';
import { hasResultsAtom, scoreAtom, type CheckResult } from '../state/atoms';
import { resultsScreens } from './results-screens-loader';

/** The screens' code loads on demand; once here (the results loader waits for it) nothing suspends. */
function Screen({ result, abridged }: { result: CheckResult; abridged?: boolean }) {
  const { FullResults, AbridgedResults } = resultsScreens.now() ?? use(resultsScreens.load());
  return abridged ? <AbridgedResults result={result} /> : <FullResults result={result} />;
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
        <Suspense fallback={<Loading />}>
          <Screen result={result} />
        </Suspense>
      </div>
    </>
  );
}

/** /overview/results-abridged and its aliases: no banner, tabs or container spacing. */
export function AbridgedResultsRoute() {
  const result = useResult();
  if (!result) return <Redirect to={DC_ROUTES.welcome} replace />;
  return (
    <Suspense fallback={<Loading />}>
      <Screen result={result} abridged />
    </Suspense>
  );
}
