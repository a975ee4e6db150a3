import { useSetAtom, useStore } from 'jotai';
import { useLocation } from 'wouter';
import { resultPath } from '../../core/audit';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { useSettings } from '../../ui/widget/widget-context';
import { resultsScreens } from '../results/results-screens-loader';
import { DC_ROUTES } from '../routes';
import { hasResultsAtom, scoreAtom } from '../state/atoms';
import { lastSave } from '../state/pending-save';
import { Loader } from './Loader';

/** /loading-results: waits for the save and the results code, then shows the result route of the score, full or abridged as the page chose. */
export function LoadingResultsPage() {
  const t = useText();
  const store = useStore();
  const setHasResults = useSetAtom(hasResultsAtom);
  const { host } = usePlatform();
  const { resultsView } = useSettings();
  const [, navigate] = useLocation();
  const done = () => {
    const result = store.get(scoreAtom);
    if (!result) {
      navigate(DC_ROUTES.welcome, { replace: true });
      return;
    }
    setHasResults(true);
    host.notify('result', { riskLevel: result.riskLevel, score: result.score });
    navigate(resultPath(result.score, { abridged: resultsView === 'abridged' }), { replace: true });
  };
  const work = () => Promise.all([lastSave(store), resultsScreens.load()]);
  return <Loader label={t('dc.loader.results')} work={work} onDone={done} />;
}
