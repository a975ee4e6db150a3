import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/components/Button';
import { useText } from '../../../ui/use-text';
import { fill } from '../../../platform/text/fill';
import { Heading } from '../../../ui/components/Heading';

interface EmailSentProps {
  titleId: string;
  /** Where the results go, named so that a typo shows. */
  email: string;
  /** The person sent the form themselves: the heading takes focus (not after the automatic submit). */
  takeFocus: boolean;
  onBack(): void;
}

/**
 * 'Thank you, Your results are on the way to <address>', with Back to the form as it was. An h2
 * that focuses itself like PageHeading: the results page already has the h1.
 */
export function EmailSent({ titleId, email, takeFocus, onBack }: EmailSentProps) {
  const t = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <>
      <Heading level={2} id={titleId} ref={heading} tabIndex={-1}>
        {t('dc.email.sentTitle')}
      </Heading>
      <p>{fill(t('dc.email.sentText'), { email })}</p>
      <div className="dc-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
      </div>
    </>
  );
}
