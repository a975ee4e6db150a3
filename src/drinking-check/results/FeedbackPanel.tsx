import { useId, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { ErrorMessage } from '../../ui/components/ErrorMessage';
import { ErrorSummary, fieldErrors } from '../../ui/components/ErrorSummary';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { useFocusAfter } from './use-focus-after';
import { Heading } from '../../ui/components/Heading';

const MAX_LENGTH = 1000;

/**
 * Part 10, 'Was this information helpful?': Yes or No and a reason. Submit sends once both are
 * given and otherwise says what is missing (the GOV.UK error pattern). Analytics hears Yes or No
 * only; the free text goes to the charity's users service as a review (docs/decisions/0192),
 * never to analytics (it could be personal).
 */
export function FeedbackPanel() {
  const t = useText();
  const { analytics, api } = usePlatform();
  const id = useId();
  const [useful, setUseful] = useState<boolean>();
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState(false);
  const [tried, setTried] = useState<object>();
  const thanksRef = useFocusAfter<HTMLParagraphElement>(sent);
  const usefulError = tried && useful === undefined ? t('dc.results.feedback.usefulMissing') : undefined;
  const reasonError = tried && reason.trim() === '' ? t('dc.results.feedback.reasonMissing') : undefined;
  const errors = fieldErrors([usefulError, `${id}-yes`], [reasonError, `${id}-reason`]);

  const submit = () => {
    if (useful === undefined || reason.trim() === '') {
      setTried({});
      return;
    }
    analytics.track('advice_useful', { useful });
    void api.sendFeedback(reason.trim());
    setSent(true);
  };

  const choice = (value: boolean, label: string) => (
    <Button
      id={`${id}-${value ? 'yes' : 'no'}`}
      variant="secondary"
      className="dc-toggle"
      aria-pressed={useful === value}
      aria-describedby={usefulError ? `${id}-useful-error` : undefined}
      onClick={() => setUseful(value)}
    >
      {label}
    </Button>
  );

  return (
    <section className="dc-feedback" aria-labelledby={`${id}-title`}>
      <Heading level={2} id={`${id}-title`}>
        {t('dc.results.feedback.title')}
      </Heading>
      {sent ? (
        <p ref={thanksRef} tabIndex={-1}>
          {t('dc.results.feedback.thanks')}
        </p>
      ) : (
        <>
          {errors.length > 0 && <ErrorSummary errors={errors} focusKey={tried} headingLevel={3} />}
          <div className={usefulError ? 'dc-group--error' : undefined}>
            {usefulError && <ErrorMessage id={`${id}-useful-error`} text={usefulError} />}
            <div role="group" aria-labelledby={`${id}-title`} className="dc-actions">
              {choice(true, t('dc.results.feedback.yes'))}
              {choice(false, t('dc.results.feedback.no'))}
            </div>
          </div>
          <div className={reasonError ? 'dc-field dc-group--error' : 'dc-field'}>
            <label htmlFor={`${id}-reason`}>{t('dc.results.feedback.label')}</label>
            <p id={`${id}-hint`} className="dc-hint">
              {t('dc.results.feedback.hint')}
            </p>
            {reasonError && <ErrorMessage id={`${id}-reason-error`} text={reasonError} />}
            <textarea
              id={`${id}-reason`}
              className="dc-input dc-textarea"
              aria-describedby={reasonError ? `${id}-hint ${id}-reason-error` : `${id}-hint`}
              aria-invalid={reasonError ? true : undefined}
              rows={4}
              maxLength={MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <Button onClick={submit}>{t('dc.results.submit')}</Button>
        </>
      )}
    </section>
  );
}
