import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { Accordion } from './Accordion';
import { RatingScale } from './RatingScale';
import { useFocusAfter } from './use-focus-after';

/**
 * Part 9, 'How we can support you': readiness (or concern) and confidence (or importance),
 * 1 to 5. Submit waits for both and sends the two rating events; Back clears both.
 */
export function SupportScales() {
  const t = useText();
  const { analytics } = usePlatform();
  const [ready, setReady] = useState<number>();
  const [confidence, setConfidence] = useState<number>();
  const [sent, setSent] = useState(false);
  // The first line of the new state takes focus, so it is read out.
  const focusRef = useFocusAfter<HTMLParagraphElement>(sent);

  const submit = () => {
    if (ready === undefined || confidence === undefined) return;
    analytics.track('importance_rating', { rating: ready });
    analytics.track('confidence_rating', { rating: confidence });
    setSent(true);
  };
  const back = () => {
    setReady(undefined);
    setConfidence(undefined);
    setSent(false);
  };

  return (
    <Accordion panel="How we can support you" title={t('dc.results.scales.title')} initiallyOpen className="dc-scales">
      <div className="dc-scales__body">
        {sent ? (
          <>
            <p ref={focusRef} tabIndex={-1}>
              {t('dc.results.scales.thanks')}
            </p>
            <Button variant="secondary" onClick={back}>
              {t('common.back')}
            </Button>
          </>
        ) : (
          <>
            <p ref={focusRef} tabIndex={-1}>
              {t('dc.results.scales.intro')}
            </p>
            <RatingScale question={t('dc.results.scales.ready')} hint={t('dc.results.scales.readyHint')} value={ready} onChange={setReady} />
            <RatingScale
              question={t('dc.results.scales.confidence')}
              hint={t('dc.results.scales.confidenceHint')}
              value={confidence}
              onChange={setConfidence}
            />
            <Button disabled={ready === undefined || confidence === undefined} onClick={submit}>
              {t('dc.results.submit')}
            </Button>
          </>
        )}
      </div>
    </Accordion>
  );
}
