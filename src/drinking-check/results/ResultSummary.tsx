import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { resultPath, SCALE_MAX } from '../../core/audit';
import { registerCopy } from '../../platform/text/built-in-copy';
import { fill } from '../../platform/text/fill';
import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';
import { useSettings } from '../../ui/widget/widget-context';
import { RESULTS_IN_PLACE_COPY } from '../copy/results-in-place-copy';
import type { CheckResult } from '../state/atoms';
import { inPlaceEnding } from './in-place-ending';
import { ResultHeader } from './ResultHeader';
import { resultsScreens } from './results-screens-loader';
import { SupportNow } from './SupportNow';

// This ending comes with the questions, not with the results screens: it brings its own copy.
registerCopy(RESULTS_IN_PLACE_COPY);

/**
 * The embedded check's result in place (docs/decisions/0021-embedded-check-ends-in-place.md):
 * the heading, the risk-level badge and the score; then, unless the app shows its own result
 * screen, support for the two higher levels and the way on to the full results and advice
 * (docs/decisions/0220-the-app-ending-shows-support-and-the-way-on.md).
 */
export function ResultSummary({ result }: { result: CheckResult }) {
  const t = useText();
  const { resultScreen } = useSettings();
  const [, navigate] = useLocation();
  const ending = inPlaceEnding(result.riskLevel, resultScreen);

  // The full results' code comes while the person reads, so the way on opens at once.
  useEffect(() => {
    if (ending.fullResults) resultsScreens.load().catch(() => undefined);
  }, [ending.fullResults]);

  return (
    <div className="dc-result">
      <ResultHeader result={result} />
      <p className="dc-result__score">{fill(t('dc.results.score'), { score: result.score, max: SCALE_MAX[result.scale] })}</p>
      {ending.support && <SupportNow />}
      {ending.fullResults && (
        <div className="dc-actions">
          <Button onClick={() => navigate(resultPath(result.score))}>{t('dc.results.inPlace.full')}</Button>
        </div>
      )}
    </div>
  );
}
