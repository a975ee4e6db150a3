import { useText } from '../../../ui/use-text';

/** A field's inline error, above the field; 'Error:' is read out, the colour is never alone. */
export function ErrorMessage({ id, text }: { id: string; text: string }) {
  const t = useText();
  return (
    <p id={id} className="dc-email-error">
      <span className="visually-hidden">{t('dc.email.errorPrefix')} </span>
      {text}
    </p>
  );
}
