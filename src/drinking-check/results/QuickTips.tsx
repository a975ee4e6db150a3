import { useText } from '../../ui/use-text';
import { Accordion } from './Accordion';
import { tipKeys, type MessageVariant } from './results-content';

/** Part 6: four tips for the result; expanded for low and increasing risk. */
export function QuickTips({ variant }: { variant: Exclude<MessageVariant, 'never'> }) {
  const t = useText();
  const open = variant === 'low' || variant === 'lowOver' || variant === 'increasing';
  return (
    <Accordion panel="Quick tips" title={t('dc.results.tips.title')} initiallyOpen={open} className="dc-tips">
      <ul>
        {tipKeys(variant).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </Accordion>
  );
}
