import { SCALE_MAX } from '../../core/audit';
import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';
import type { CheckResult } from '../state/atoms';
import { ResultHeader } from './ResultHeader';

/** The result heading, the risk-level badge and the score (the embedded check's result in place). */
export function ResultSummary({ result }: { result: CheckResult }) {
  const t = useText();
  return (
    <div className="dc-result">
      <ResultHeader result={result} />
      <p className="dc-result__score">{fill(t('dc.results.score'), { score: result.score, max: SCALE_MAX[result.scale] })}</p>
    </div>
  );
}
