import { ErrorMessage } from '../../ui/components/ErrorMessage';

const POINTS = [1, 2, 3, 4, 5] as const;

interface RatingScaleProps {
  /** The radios' ids start with it: `${id}-1` is the first. */
  id: string;
  question: string;
  hint: string;
  value: number | undefined;
  error?: string | undefined;
  onChange: (value: number) => void;
}

/** A 1-to-5 scale as a radio group: the question is the legend, nothing is preselected. */
export function RatingScale({ id, question, hint, value, error, onChange }: RatingScaleProps) {
  return (
    <fieldset
      className={error ? 'dc-fieldset dc-rating dc-group--error' : 'dc-fieldset dc-rating'}
      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
    >
      <legend className="dc-rating__legend">{question}</legend>
      <p id={`${id}-hint`} className="dc-hint">
        {hint}
      </p>
      {error && <ErrorMessage id={`${id}-error`} text={error} />}
      <div className="dc-rating__options">
        {POINTS.map((point) => (
          <label key={point} className="dc-rating__option">
            <input
              id={`${id}-${point}`}
              type="radio"
              className="dc-radio__input"
              name={id}
              value={point}
              checked={value === point}
              onChange={() => onChange(point)}
            />
            {point}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
