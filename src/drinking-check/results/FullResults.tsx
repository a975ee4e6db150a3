import { useAtomValue } from 'jotai';
import { profileAtom, type CheckResult } from '../state/atoms';
import { AdvicePanel } from './AdvicePanel';
import { FeedbackPanel } from './FeedbackPanel';
import { GpSummary } from './GpSummary';
import { QuickTips } from './QuickTips';
import { RedoPanel } from './RedoPanel';
import { EmailForm } from './email/EmailForm';
import { ResultHeader } from './ResultHeader';
import { ResultsStyles } from './ResultsStyles';
import { RiskMessage } from './RiskMessage';
import { RiskScale } from './RiskScale';
import { ScorePanel } from './ScorePanel';
import { SupportNow } from './SupportNow';
import { SupportPanel } from './SupportPanel';
import { SupportScales } from './SupportScales';
import { UnitsPanel } from './UnitsPanel';
import { YourDrinking } from './YourDrinking';
import { messageVariant } from './results-content';
import { useBingeArticle } from './use-binge-article';
import { useDrinkingFlags } from './use-drinking-flags';

/**
 * The full results, in the order of spec section 2 ('Results content'). Under the risk message:
 * support to reach at once for the two higher levels, then what the person told us
 * (docs/decisions/0153-results-from-what-they-told-us.md). A never-drinker's result has no tips, GP summary or readiness scales.
 */
export function FullResults({ result }: { result: CheckResult }) {
  const flags = useDrinkingFlags();
  const { sex } = useAtomValue(profileAtom);
  const article = useBingeArticle(flags.bingeDrinker);
  const level = result.riskLevel;
  const high = level === 'higher' || level === 'possibleDependence';
  const variant = messageVariant(level, flags);
  return (
    <div className="dc-results">
      <ResultsStyles />
      <ResultHeader result={result} />
      <RiskMessage variant={variant} />
      {high && <SupportNow />}
      {variant !== 'never' && <YourDrinking answers={result.answers} weeklyUnits={flags.weeklyUnits} sex={sex} />}
      <RiskScale result={result} />
      <ScorePanel result={result} />
      {high && <SupportPanel />}
      {variant !== 'never' && <GpSummary result={result} />}
      {variant !== 'never' && <QuickTips variant={variant} />}
      <AdvicePanel level={level} article={article} />
      <UnitsPanel />
      {variant !== 'never' && <SupportScales />}
      <FeedbackPanel />
      <RedoPanel />
      <div className="dc-results__footer">
        <EmailForm />
      </div>
    </div>
  );
}
