import { useRef } from 'react';
import type { RiskLevel } from '../../core/audit';
import type { ArticleSuggestion } from '../../platform/services';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { Accordion } from './Accordion';
import { AdviceCards } from './AdviceCards';

/** Part 7: the advice cards, collapsed; the first opening sends 'view find out more'. */
export function AdvicePanel({ level, article }: { level: RiskLevel; article: ArticleSuggestion | undefined }) {
  const t = useText();
  const { analytics } = usePlatform();
  const viewed = useRef(false);
  const onOpen = () => {
    if (viewed.current) return;
    viewed.current = true;
    analytics.track('find_out_more_view');
  };
  return (
    <Accordion panel="Advice" title={t('dc.results.advice.title')} onOpen={onOpen} className="dc-advice">
      <AdviceCards level={level} article={article} />
    </Accordion>
  );
}
