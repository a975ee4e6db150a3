import type { CheckResult } from '../state/atoms';
import { AdvicePanel } from './AdvicePanel';
import { FeedbackPanel } from './FeedbackPanel';
import { QuickTips } from './QuickTips';
import { RedoPanel } from './RedoPanel';
import { ResultHeader } from './ResultHeader';
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
      {/*
        PART 12 - RESULTS EMAIL FORM. The lead renders <ResultsEmailForm /> inside this footer
        after merging (src/drinking-check/results/email/, built separately). Keep it last.
      */}
      <div className="dc-results__footer" />
    </div>
  );
}
