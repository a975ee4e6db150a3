import { SCALE_MAX } from '../../core/audit';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { fill, useWordedText } from '../components/use-worded-text';
import type { CheckResult } from '../state/atoms';
import { RiskBadge } from './RiskBadge';

/** The result heading, the risk-level badge and the score. */
export function ResultSummary({ result }: { result: CheckResult }) {
  const t = useText();
  const worded = useWordedText();
  return (
    <div className="dc-result">
      <PageHeading>{worded('dc.results.title')}</PageHeading>
      <p className="dc-result__level">
        <RiskBadge level={result.riskLevel} />
      </p>
      <p className="dc-result__score">{fill(t('dc.results.score'), { score: result.score, max: SCALE_MAX[result.scale] })}</p>
    </div>
  );
}
