import { useId, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { useFocusAfter } from './use-focus-after';

const MAX_LENGTH = 1000;

/**
 * Part 10, 'Was this information helpful?': Yes or No and a reason. Submit waits for both.
 * Analytics hears Yes or No only; the free text is never sent there (it could be personal).
 */
export function FeedbackPanel() {
  const t = useText();
  const { analytics } = usePlatform();
  const id = useId();
  const [useful, setUseful] = useState<boolean>();
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState(false);
  const thanksRef = useFocusAfter<HTMLParagraphElement>(sent);
  const ready = useful !== undefined && reason.trim() !== '';

  const submit = () => {
    if (!ready) return;
    analytics.track('advice_useful', { useful });
    setSent(true);
  };

  const choice = (value: boolean, label: string) => (
    <Button variant="secondary" className="dc-toggle" aria-pressed={useful === value} onClick={() => setUseful(value)}>
      {label}
    </Button>
  );

  return (
    <section className="dc-feedback" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('dc.results.feedback.title')}</h2>
      {sent ? (
        <p ref={thanksRef} tabIndex={-1}>
          {t('dc.results.feedback.thanks')}
        </p>
      ) : (
        <>
          <div role="group" aria-labelledby={`${id}-title`} className="dc-actions">
            {choice(true, t('dc.results.feedback.yes'))}
            {choice(false, t('dc.results.feedback.no'))}
          </div>
          <div className="dc-field">
            <label htmlFor={`${id}-reason`}>{t('dc.results.feedback.label')}</label>
            <p id={`${id}-hint`} className="dc-hint">
              {t('dc.results.feedback.hint')}
            </p>
            <textarea
              id={`${id}-reason`}
              className="dc-input dc-textarea"
              aria-describedby={`${id}-hint`}
              rows={4}
              maxLength={MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <Button disabled={!ready} onClick={submit}>
            {t('dc.results.submit')}
          </Button>
        </>
      )}
    </section>
  );
}
