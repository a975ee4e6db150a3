import type { CheckResult } from '../state/atoms';
import { AdvicePanel } from './AdvicePanel';
import { FeedbackPanel } from './FeedbackPanel';
import { QuickTips } from './QuickTips';
import { RedoPanel } from './RedoPanel';
import { EmailForm } from './email/EmailForm';
import { ResultHeader } from './ResultHeader';
import { ResultsStyles } from './ResultsStyles';
import { RiskMessage } from './RiskMessage';
import { RiskScale } from './RiskScale';
import { ScorePanel } from './ScorePanel';
import { SupportPanel } from './SupportPanel';
import { SupportScales } from './SupportScales';
import { UnitsPanel } from './UnitsPanel';
import { messageVariant } from './results-content';
import { useBingeArticle } from './use-binge-article';
import { useDrinkingFlags } from './use-drinking-flags';

/** The full results, in the order of spec section 2 ('Results content'). */
export function FullResults({ result }: { result: CheckResult }) {
  const { overGuidelines, bingeDrinker } = useDrinkingFlags();
  const article = useBingeArticle(bingeDrinker);
  const level = result.riskLevel;
  const variant = messageVariant(level, overGuidelines);
  return (
    <div className="dc-results">
      <ResultsStyles />
      <ResultHeader result={result} />
      <RiskMessage variant={variant} />
      <RiskScale result={result} />
      <ScorePanel result={result} />
      {(level === 'higher' || level === 'possibleDependence') && <SupportPanel />}
      <QuickTips variant={variant} />
      <AdvicePanel level={level} article={article} />
      <UnitsPanel />
      <SupportScales />
      <FeedbackPanel />
      <RedoPanel />
      <div className="dc-results__footer">
        <EmailForm />
      </div>
    </div>
  );
}
