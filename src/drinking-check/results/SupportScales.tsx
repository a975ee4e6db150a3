import { useId, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { ErrorSummary, fieldErrors } from '../../ui/components/ErrorSummary';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { Accordion } from './Accordion';
import { RatingScale } from './RatingScale';
import { useFocusAfter } from './use-focus-after';

/**
 * Part 9, 'How we can support you': readiness (or concern) and confidence (or importance),
 * 1 to 5. Submit sends the two rating events once both are chosen, and otherwise says which is
 * missing (the GOV.UK error pattern); Back clears both.
 */
export function SupportScales() {
  const t = useText();
  const { analytics } = usePlatform();
  const id = useId();
  const [ready, setReady] = useState<number>();
  const [confidence, setConfidence] = useState<number>();
  const [tried, setTried] = useState<object>();
  const [sent, setSent] = useState(false);
  // The first line of the new state takes focus, so it is read out.
  const focusRef = useFocusAfter<HTMLParagraphElement>(sent);
  const ids = { ready: `${id}ready`, confidence: `${id}confidence` };
  const readyError = tried && ready === undefined ? t('dc.results.scales.readyMissing') : undefined;
  const confidenceError = tried && confidence === undefined ? t('dc.results.scales.confidenceMissing') : undefined;
  const errors = fieldErrors([readyError, `${ids.ready}-1`], [confidenceError, `${ids.confidence}-1`]);

  const submit = () => {
    if (ready === undefined || confidence === undefined) {
      setTried({});
      return;
    }
    // Each event carries its own scale's answer (docs/decisions/0024-analytics-event-names.md).
    analytics.track('importance_rating', { rating: ready });
    analytics.track('confidence_rating', { rating: confidence });
    setSent(true);
  };
  const back = () => {
    setReady(undefined);
    setConfidence(undefined);
    setTried(undefined);
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
            {errors.length > 0 && <ErrorSummary errors={errors} focusKey={tried} headingLevel={3} />}
            <RatingScale
              id={ids.ready}
              question={t('dc.results.scales.ready')}
              hint={t('dc.results.scales.readyHint')}
              value={ready}
              error={readyError}
              onChange={setReady}
            />
            <RatingScale
              id={ids.confidence}
              question={t('dc.results.scales.confidence')}
              hint={t('dc.results.scales.confidenceHint')}
              value={confidence}
              error={confidenceError}
              onChange={setConfidence}
            />
            <Button onClick={submit}>{t('dc.results.submit')}</Button>
          </>
        )}
      </div>
    </Accordion>
  );
}
