import { useId } from 'react';
import { PageHeading } from '../../ui/components/PageHeading';
import { useWordedText } from '../components/use-worded-text';
import type { CheckResult } from '../state/atoms';
import { RiskBadge } from './RiskBadge';

/**
 * Part 1: the result heading and the level badge (the level in words, on its colour). The
 * heading's name ends with the level, so that the first thing a screen reader says on the result
 * is the result.
 */
export function ResultHeader({ result }: { result: CheckResult }) {
  const worded = useWordedText();
  const id = useId();
  return (
    <div className={`dc-result-header dc-level--${result.riskLevel}`}>
      <PageHeading labelledBy={`${id}-title ${id}-level`}>
        <span id={`${id}-title`}>{worded('dc.results.title')}</span>
      </PageHeading>
      <p id={`${id}-level`} className="dc-result__level">
        <RiskBadge level={result.riskLevel} />
      </p>
    </div>
  );
}
