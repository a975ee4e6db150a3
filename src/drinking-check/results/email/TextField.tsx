import type { InputHTMLAttributes } from 'react';
import { ErrorMessage } from '../../../ui/components/ErrorMessage';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  error?: string;
  onValue(value: string): void;
}

/** A labelled text input with its error message above it, tied by aria-describedby and aria-invalid. */
export function TextField({ id, label, error, onValue, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'dc-email-group dc-group--error' : 'dc-email-group'}>
      <label className="dc-email-label" htmlFor={id}>
        {label}
      </label>
      {error && <ErrorMessage id={errorId} text={error} />}
      <input
        {...input}
        id={id}
        className="dc-input dc-email-input"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}
