import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../ui/components/Button';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { useSettings } from '../../ui/widget/widget-context';

export interface ChoiceOption {
  value: number;
  label: string;
  /** Said after the label, e.g. the drinks calculator's total beside the answer it points to. */
  note?: string;
}

interface ChoiceQuestionProps {
  title: string;
  options: readonly ChoiceOption[];
  /** The answer given before, if any (nothing is preselected otherwise). */
  selected: number | undefined;
  onChoose: (value: number) => void;
  /** Embedded mode's Back button. */
  onBack?: () => void;
  /** Shown between the hint and the options (question two's drinks calculator). */
  lead?: ReactNode;
  children?: ReactNode;
}

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * One question per page (GOV.UK pattern): the question is the legend and the h1, then radios.
 * Standalone, choosing an option (click, Space, or Enter on a chosen one) goes on at once;
 * moving through the options with the arrow keys only selects, so nobody is carried off
 * while looking. Embedded, the radios come with Back and Next.
 */
export function ChoiceQuestion({ title, options, selected, onChoose, onBack, lead, children }: ChoiceQuestionProps) {
  const t = useText();
  const { embedded } = useSettings();
  const id = useId();
  const [value, setValue] = useState(selected);
  const arrowKey = useRef(false);

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (ARROWS.has(event.key)) arrowKey.current = true;
    if (!embedded && event.key === 'Enter' && value !== undefined) {
      event.preventDefault();
      onChoose(value);
    }
  };

  return (
    <div className="dc-question">
      <fieldset
        className="dc-fieldset"
        aria-describedby={embedded ? undefined : `${id}-hint`}
        onKeyDown={onKeyDown}
        onKeyUp={() => (arrowKey.current = false)}
      >
        <legend className="dc-legend">
          <PageHeading className="dc-legend__heading">{title}</PageHeading>
        </legend>
        {!embedded && (
          <p id={`${id}-hint`} className="dc-hint">
            {t('dc.choice.hint')}
          </p>
        )}
        {lead}
        <div className="dc-radios">
          {options.map((option) => (
            <div className="dc-radio" key={option.value}>
              <input
                id={`${id}-${option.value}`}
                className="dc-radio__input"
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                onChange={() => setValue(option.value)}
                onClick={() => {
                  if (embedded || arrowKey.current) return;
                  onChoose(option.value);
                }}
              />
              <label className="dc-radio__label" htmlFor={`${id}-${option.value}`}>
                {option.label}
                {option.note && <span className="dc-radio__note"> {option.note}</span>}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {embedded && (
        <div className="dc-actions">
          {onBack && (
            <Button variant="secondary" onClick={onBack}>
              {t('dc.step.back')}
            </Button>
          )}
          <Button disabled={value === undefined} onClick={() => value !== undefined && onChoose(value)}>
            {t('dc.choice.next')}
          </Button>
        </div>
      )}
      {children}
    </div>
  );
}
