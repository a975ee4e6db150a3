import { useId } from 'react';
import { SCALE_MAX } from '../../core/audit';
import { fill } from '../../platform/text/fill';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { useWordedText } from '../components/use-worded-text';
import type { CheckResult } from '../state/atoms';
import { RiskBadge } from './RiskBadge';

/**
 * Part 1: the result heading and the level badge (the level in words, on its colour). The
 * heading is described by the level and the score, so that a screen reader says the result as
 * focus lands on it: Orca reads a heading by its text, not by a name given with aria-labelledby,
 * and said only "Your Drinking Check result" (docs/decisions/0311-every-control-says-what-it-does.md).
 */
export function ResultHeader({ result }: { result: CheckResult }) {
  const t = useText();
  const worded = useWordedText();
  const id = useId();
  return (
    <div className={`dc-result-header dc-level--${result.riskLevel}`}>
      <PageHeading describedBy={`${id}-level ${id}-score`}>{worded('dc.results.title')}</PageHeading>
      <p id={`${id}-level`} className="dc-result__level">
        <RiskBadge level={result.riskLevel} />
      </p>
      <span id={`${id}-score`} hidden>
        {fill(t('dc.results.score'), { score: result.score, max: SCALE_MAX[result.scale] })}
      </span>
    </div>
  );
}
