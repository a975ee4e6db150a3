import { useLocation } from 'wouter';
import { resultPath } from '../../core/audit';
import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';
import type { CheckResult } from '../state/atoms';
import { useCheckActions } from '../state/use-check-actions';
import { AdviceCards } from './AdviceCards';
import { ResultHeader } from './ResultHeader';
import { ResultsStyles } from './ResultsStyles';
import { useBingeArticle } from './use-binge-article';
import { useDrinkingFlags } from './use-drinking-flags';
import { Heading } from '../../ui/components/Heading';

/** The short results: heading, badge, subtitle, three advice cards, Redo and View full results. */
export function AbridgedResults({ result }: { result: CheckResult }) {
  const t = useText();
  const { redo } = useCheckActions();
  const [, navigate] = useLocation();
  const article = useBingeArticle(useDrinkingFlags().bingeDrinker);
  return (
    <div className="dc-results dc-results--abridged">
      <ResultsStyles />
      <ResultHeader result={result} />
      <p className="dc-results__subtitle">{t('dc.results.subtitle')}</p>
      <section aria-labelledby="dc-abridged-advice">
        <Heading level={2} id="dc-abridged-advice">
          {t('dc.results.advice.title')}
        </Heading>
        <AdviceCards level={result.riskLevel} article={article} />
      </section>
      <div className="dc-actions">
        <Button variant="secondary" onClick={redo}>
          {t('dc.results.abridged.redo')}
        </Button>
        <Button onClick={() => navigate(resultPath(result.score), { replace: true })}>{t('dc.results.abridged.full')}</Button>
      </div>
    </div>
  );
}
