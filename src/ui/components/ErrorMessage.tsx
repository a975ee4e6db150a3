import { useText } from '../use-text';

/** A control's inline error, above it (GOV.UK); 'Error:' is read out, the colour is never alone. */
export function ErrorMessage({ id, text }: { id: string; text: string }) {
  const t = useText();
  return (
    <p id={id} className="error-message">
      <span className="visually-hidden">{t('common.errorPrefix')} </span>
      {text}
    </p>
  );
}
