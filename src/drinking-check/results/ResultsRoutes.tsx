import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Redirect } from 'wouter';
import { Banner } from '../../ui/components/Banner';
import { useText } from '../../ui/use-text';
import { OverviewTabs } from '../overview/OverviewTabs';
import { DC_ROUTES } from '../routes';
import { hasResultsAtom, scoreAtom } from '../state/atoms';

// The screens' code loads on demand, so it is not part of the ES build's first load.
const load = () => import('./results-screens');
const FullResults = lazy(() => load().then((screens) => ({ default: screens.FullResults })));
const AbridgedResults = lazy(() => load().then((screens) => ({ default: screens.AbridgedResults })));

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
          <FullResults result={result} />
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
      <AbridgedResults result={result} />
    </Suspense>
  );
}
