import { ErrorMessage } from '../../../ui/components/ErrorMessage';
import { ExternalLink } from '../../../ui/components/ExternalLink';
import { useText } from '../../../ui/use-text';
import { useSettings } from '../../../ui/widget/widget-context';
import type { EmailFormValues } from './email-form-values';

interface ConsentFieldsProps {
  id: string;
  values: EmailFormValues;
  error?: string;
  onChange(patch: Partial<EmailFormValues>): void;
}

/**
 * The two consents as a group of checkboxes, shown from the start: the first, to be emailed, is
 * needed; the second, to research use, is optional and says so. The privacy line is always there,
 * with the host's privacy notice when `privacy-url` names one
 * (docs/decisions/0221-emailing-results-needs-only-the-consent-to-email.md,
 * docs/decisions/0152-forms-that-explain.md); the group's error is read with the group.
 */
export function ConsentFields({ id, values, error, onChange }: ConsentFieldsProps) {
  const t = useText();
  const { privacyUrl } = useSettings();
  const errorId = `${id}-error`;
  const privacyId = `${id}-privacy`;
  const optionalId = `${id}-optional`;
  return (
    <div className={error ? 'dc-email-group dc-group--error' : 'dc-email-group'}>
      <fieldset className="dc-fieldset" aria-describedby={error ? `${privacyId} ${errorId}` : privacyId}>
        <legend className="dc-email-label">{t('dc.email.consents')}</legend>
        <p id={privacyId} className="dc-email-privacy">
          {t('dc.email.privacyLine')}
          {privacyUrl && (
            <>
              {' '}
              <ExternalLink href={privacyUrl}>{t('dc.email.privacy')}</ExternalLink>
            </>
          )}
        </p>
        {error && <ErrorMessage id={errorId} text={error} />}
        <div className="dc-radio">
          <input
            id={`${id}-0`}
            className="dc-radio__input"
            type="checkbox"
            checked={values.consentUse}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange({ consentUse: event.target.checked })}
          />
          <label className="dc-radio__label" htmlFor={`${id}-0`}>
            {t('dc.email.consentUse')}
          </label>
        </div>
        <div className="dc-radio">
          <input
            id={`${id}-1`}
            className="dc-radio__input"
            type="checkbox"
            checked={values.consentData}
            aria-describedby={optionalId}
            onChange={(event) => onChange({ consentData: event.target.checked })}
          />
          <label className="dc-radio__label" htmlFor={`${id}-1`}>
            {t('dc.email.consentData')}
          </label>
        </div>
        <p id={optionalId} className="dc-email-optional">
          {t('dc.email.consentDataOptional')}
        </p>
      </fieldset>
    </div>
  );
}
