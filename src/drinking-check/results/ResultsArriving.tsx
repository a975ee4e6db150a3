import { Banner } from '../../ui/components/Banner';
import { useLoaded } from '../../ui/load-once';
import { useText } from '../../ui/use-text';
import { NotLoaded } from '../components/NotLoaded';
import { OverviewTabs } from '../overview/OverviewTabs';
import { resultsScreens } from './results-screens-loader';

/**
 * A results route: its code loads on demand, and once here (the results loader waits for it) it
 * shows at once. Meanwhile the full view shows its banner, its tabs and a status; the abridged
 * view, the status alone.
 */
export function ResultsArriving({ abridged = false }: { abridged?: boolean }) {
  const t = useText();
  const { module: screens, failed, retry } = useLoaded(resultsScreens);
  if (screens) return abridged ? <screens.AbridgedResultsRoute /> : <screens.FullResultsRoute />;
  const status = failed ? (
    <NotLoaded onRetry={retry} />
  ) : (
    <p role="status" className="dc-results__loading">
      {t('dc.results.loading')}
    </p>
  );
  if (abridged) return status;
  return (
    <>
      <Banner>{t('dc.banner.title')}</Banner>
      <OverviewTabs current="results" hasResults />
      <div className="content">{status}</div>
    </>
  );
}
