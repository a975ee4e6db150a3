import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../ui/components/Button';
import { ErrorSummary } from '../../../ui/components/ErrorSummary';
import { useText } from '../../../ui/use-text';
import { SignInSlot } from '../../welcome/SignInSlot';
import { ConsentFields } from './ConsentFields';
import { EmailSent } from './EmailSent';
import { TextField } from './TextField';
import type { EmailField } from './email-form-values';
import { useEmailForm } from './use-email-form';
import { Heading } from '../../../ui/components/Heading';

/**
 * The results email form (spec section 2 item 12): name, email, the two consents with the privacy
 * line beside them, shown from the start, and 'Email my results'; then the thank-you, which names
 * the address. Only the consent to be emailed is needed
 * (docs/decisions/0221-emailing-results-needs-only-the-consent-to-email.md); a send that fails or
 * takes too long says so, with Try again (docs/decisions/0222-no-silent-waits.md).
 *
 * The spec enables the button only when the name and email are valid and both boxes are ticked. A
 * disabled button does not say why, cannot be focused and hides the rule from keyboard and
 * screen-reader users, so, in the GOV.UK manner, it always works: a submit that is not valid
 * shows what to fix (error summary, inline messages) and sends nothing. Back, after sending,
 * returns to the form with what was typed (docs/decisions/0152-forms-that-explain.md).
 */
export function EmailForm() {
  const t = useText();
  // useId gives characters such as ':' or '«': fine for React, awkward in an href or a selector.
  const id = `dc-email-${useId().replace(/[^\w-]/g, '')}-`;
  const form = useEmailForm();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = `${id}title`;
  const ids = { name: `${id}name`, email: `${id}email`, consents: `${id}consents` };
  const { focus, values } = form;

  useEffect(() => {
    if (focus?.target === 'title') titleRef.current?.focus();
    if (focus?.target === 'submit') formRef.current?.querySelector<HTMLButtonElement>('button[type=submit]')?.focus();
  }, [focus]);

  const errorFor = (field: EmailField) => {
    const error = form.errors.find((e) => e.field === field);
    return error && t(error.message);
  };
  const targets: Record<EmailField, string> = {
    name: ids.name,
    email: ids.email,
    consents: `${ids.consents}-0`,
  };

  return (
    <section className="dc-email" aria-labelledby={titleId}>
      {form.sent ? (
        <EmailSent titleId={titleId} email={values.email.trim()} takeFocus={focus?.target === 'sent'} onBack={form.back} />
      ) : (
        <>
          <Heading level={2} id={titleId} ref={titleRef} tabIndex={-1}>
            {t('dc.email.title')}
          </Heading>
          <p>{t('dc.email.intro')}</p>
          <SignInSlot offer="dc.signIn.emailOffer" />
          {(form.errors.length > 0 || form.failed) && (
            <ErrorSummary
              errors={form.errors.map(({ field, message }) => ({ target: targets[field], text: t(message) }))}
              focusKey={focus?.target === 'summary' && focus}
              headingLevel={3}
            >
              {form.failed && (
                <>
                  <p>{t('dc.email.sendFailed')}</p>
                  <Button variant="secondary" onClick={form.retry}>
                    {t('dc.email.tryAgain')}
                  </Button>
                </>
              )}
            </ErrorSummary>
          )}
          <form
            ref={formRef}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              form.submit();
            }}
          >
            <TextField
              id={ids.name}
              label={t('dc.email.name')}
              autoComplete="name"
              value={values.name}
              error={errorFor('name')}
              onValue={(name) => form.change({ name })}
            />
            <TextField
              id={ids.email}
              label={t('dc.email.email')}
              type="email"
              autoComplete="email"
              value={values.email}
              error={errorFor('email')}
              onValue={(email) => form.change({ email })}
            />
            <ConsentFields id={ids.consents} values={values} error={errorFor('consents')} onChange={form.change} />
            <div className="dc-actions">
              <Button type="submit" aria-disabled={form.sending || undefined}>
                {t('dc.email.submit')}
              </Button>
            </div>
            <p role="status" className="dc-email-status">
              {form.sending ? t('dc.email.sending') : ''}
            </p>
          </form>
        </>
      )}
    </section>
  );
}
