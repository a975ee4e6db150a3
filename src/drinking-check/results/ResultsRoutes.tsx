import { useAtomValue } from 'jotai';
import { Redirect } from 'wouter';
import { Banner } from '../../ui/components/Banner';
import { useText } from '../../ui/use-text';
import { OverviewTabs } from '../overview/OverviewTabs';
import { DC_ROUTES } from '../routes';
import { hasResultsAtom, scoreAtom } from '../state/atoms';
import { AbridgedResults } from './AbridgedResults';
import { FullResults } from './FullResults';

function useResult() {
  const hasResults = useAtomValue(hasResultsAtom);
  const result = useAtomValue(scoreAtom);
  return hasResults ? result : undefined;
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
        <FullResults result={result} />
      </div>
    </>
  );
}

/** /overview/results-abridged and its aliases: no banner, tabs or container spacing. */
export function AbridgedResultsRoute() {
  const result = useResult();
  if (!result) return <Redirect to={DC_ROUTES.welcome} replace />;
  return <AbridgedResults result={result} />;
}
