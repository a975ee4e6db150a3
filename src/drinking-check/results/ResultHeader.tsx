import { PageHeading } from '../../ui/components/PageHeading';
import { useWordedText } from '../components/use-worded-text';
import type { CheckResult } from '../state/atoms';
import { RiskBadge } from './RiskBadge';

/** Part 1: the result heading and the level badge (the level in words, on its colour). */
export function ResultHeader({ result }: { result: CheckResult }) {
  const worded = useWordedText();
  return (
    <div className={`dc-result-header dc-level--${result.riskLevel}`}>
      <PageHeading>{worded('dc.results.title')}</PageHeading>
      <p className="dc-result__level">
        <RiskBadge level={result.riskLevel} />
      </p>
    </div>
  );
}
