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

const CONSENTS = [
  ['consentUse', 'dc.email.consentUse'],
  ['consentData', 'dc.email.consentData'],
] as const;

/**
 * The two consents as a group of checkboxes, with the host's privacy notice when `privacy-url`
 * names one (docs/decisions/0152-forms-that-explain.md); the group's error is read with the group.
 */
export function ConsentFields({ id, values, error, onChange }: ConsentFieldsProps) {
  const t = useText();
  const { privacyUrl } = useSettings();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'dc-email-group dc-group--error' : 'dc-email-group'}>
      <fieldset className="dc-fieldset" aria-describedby={error ? errorId : undefined}>
        <legend className="dc-email-label">{t('dc.email.consents')}</legend>
        {privacyUrl && (
          <p>
            <ExternalLink href={privacyUrl}>{t('dc.email.privacy')}</ExternalLink>
          </p>
        )}
        {error && <ErrorMessage id={errorId} text={error} />}
        {CONSENTS.map(([field, label], index) => (
          <div className="dc-radio" key={field}>
            <input
              id={`${id}-${index}`}
              className="dc-radio__input"
              type="checkbox"
              checked={values[field]}
              aria-invalid={error && !values[field] ? true : undefined}
              onChange={(event) => onChange({ [field]: event.target.checked })}
            />
            <label className="dc-radio__label" htmlFor={`${id}-${index}`}>
              {t(label)}
            </label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
