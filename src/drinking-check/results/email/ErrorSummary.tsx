import type { MouseEvent, Ref } from 'react';
import { useText } from '../../../ui/use-text';
import type { EmailField, EmailFormError } from './email-form-values';

interface ErrorSummaryProps {
  errors: EmailFormError[];
  /** The save failed: said in words, with nothing to link to. */
  failed: boolean;
  /** The id of the control each field's link moves focus to. */
  targets: Record<EmailField, string>;
  summaryRef: Ref<HTMLDivElement>;
}

/**
 * The GOV.UK error summary: announced (role alert), takes focus after a failed submit, and links
 * each problem to its field. The links move focus themselves: following '#id' would change the
 * URL hash, which holds the widget's route, and cannot reach into a shadow root anyway.
 */
export function ErrorSummary({ errors, failed, targets, summaryRef }: ErrorSummaryProps) {
  const t = useText();
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    root.getElementById(id)?.focus();
  };
  return (
    <div className="dc-email-summary" role="alert" tabIndex={-1} ref={summaryRef}>
      <h3>{t('dc.email.problem')}</h3>
      {failed && <p>{t('dc.email.sendFailed')}</p>}
      {errors.length > 0 && (
        <ul>
          {errors.map(({ field, message }) => (
            <li key={field}>
              <a href={`#${targets[field]}`} onClick={(event) => goTo(event, targets[field])}>
                {t(message)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
