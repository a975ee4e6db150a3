import { SCALE_MAX } from '../../core/audit';
import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';
import type { CheckResult } from '../state/atoms';
import { Heading } from '../../ui/components/Heading';

/** Part 4: the score, out of the maximum of the scale used. */
export function ScorePanel({ result }: { result: CheckResult }) {
  const t = useText();
  return (
    <section className="panel dc-score" aria-labelledby="dc-score-title">
      <Heading level={2} id="dc-score-title">
        {t('dc.results.scoreTitle')}
      </Heading>
      <p className="dc-result__score">{fill(t('dc.results.score'), { score: result.score, max: SCALE_MAX[result.scale] })}</p>
      <p>{t(result.scale === 'full' ? 'dc.results.scoreAbout.full' : 'dc.results.scoreAbout.auditC')}</p>
    </section>
  );
}
