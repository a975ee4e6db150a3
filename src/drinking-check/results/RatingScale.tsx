import { useId } from 'react';

const POINTS = [1, 2, 3, 4, 5] as const;

interface RatingScaleProps {
  question: string;
  hint: string;
  value: number | undefined;
  onChange: (value: number) => void;
}

/** A 1-to-5 scale as a radio group: the question is the legend, nothing is preselected. */
export function RatingScale({ question, hint, value, onChange }: RatingScaleProps) {
  const id = useId();
  return (
    <fieldset className="dc-fieldset dc-rating" aria-describedby={`${id}-hint`}>
      <legend className="dc-rating__legend">{question}</legend>
      <p id={`${id}-hint`} className="dc-hint">
        {hint}
      </p>
      <div className="dc-rating__options">
        {POINTS.map((point) => (
          <label key={point} className="dc-rating__option">
            <input
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
