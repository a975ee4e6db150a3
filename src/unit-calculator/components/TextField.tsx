import { forwardRef, type InputHTMLAttributes } from 'react';
import { useText } from '../../ui/use-text';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Shown before the field, e.g. '£' (the label says it too). */
  prefix?: string;
  onValue(value: string): void;
}

/** A labelled text field (GOV.UK pattern): hint, then the error above the field, both tied to it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, hint, error, prefix, onValue, className, ...input },
  ref,
) {
  const t = useText();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={error ? `field field--error ${className ?? ''}` : `field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field__error">
          <span className="visually-hidden">{t('ucc.field.error')} </span>
          {error}
        </span>
      )}
      <span className="field__input">
        {prefix && <span aria-hidden="true">{prefix}</span>}
        <input
          ref={ref}
          id={id}
          type="text"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onValue(event.target.value)}
          {...input}
        />
      </span>
    </div>
  );
});
