import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../ui/components/Button';
import { ErrorMessage } from '../../ui/components/ErrorMessage';
import { ErrorSummary } from '../../ui/components/ErrorSummary';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { useSettings } from '../../ui/widget/widget-context';
import { fill } from '../../platform/text/fill';
import { STEP_PROGRESS_ID } from './StepHeader';

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

const KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ', 'Enter']);

/**
 * One question per page (GOV.UK pattern): the question is the screen's heading and names the
 * radios' group.
 * Standalone, an answer is chosen and the check goes on with a click or tap, or with Space or
 * Enter on it; the arrow keys only move between answers, so nobody is carried off while looking
 * (docs/decisions/0151-questions-by-keyboard-and-on-a-phone.md). Embedded, the radios come with
 * Back and Next; Next with no answer says so, and Enter on an answer is Next.
 */
export function ChoiceQuestion({ title, options, selected, onChoose, onBack, lead, children }: ChoiceQuestionProps) {
  const t = useText();
  const { embedded } = useSettings();
  const id = useId();
  const [value, setValue] = useState(selected);
  const [missing, setMissing] = useState<object>();
  // Set while a key is down: the click a browser makes for it is not a pointer's choice.
  const keyDown = useRef(false);

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (KEYS.has(event.key)) keyDown.current = true;
    const radio = event.target as HTMLInputElement;
    if (radio.type !== 'radio' || (event.key !== 'Enter' && (event.key !== ' ' || embedded))) return;
    event.preventDefault();
    setValue(Number(radio.value));
    onChoose(Number(radio.value));
  };

  const next = () => {
    if (value === undefined) setMissing({});
    else onChoose(value);
  };
  // The error names its question: in the error summary it is read apart from the question.
  const error = missing && value === undefined ? fill(t('dc.choice.missing'), { question: title }) : undefined;
  const describedBy = [embedded ? '' : `${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="dc-question">
      {error && <ErrorSummary errors={[{ target: `${id}-${options[0]?.value}`, text: error }]} focusKey={missing} />}
      {/* The heading names the answers' group but is not inside it: inside, a screen reader
          says the question twice as focus lands on it, once as the group's name
          (docs/decisions/0311-every-control-says-what-it-does.md). */}
      <div className="dc-legend">
        <PageHeading id={`${id}-title`} className="dc-legend__heading" describedBy={STEP_PROGRESS_ID}>
          {title}
        </PageHeading>
      </div>
      <fieldset
        className={error ? 'dc-fieldset dc-group--error' : 'dc-fieldset'}
        aria-labelledby={`${id}-title`}
        aria-describedby={describedBy || undefined}
        onKeyDown={onKeyDown}
        onKeyUp={() => (keyDown.current = false)}
      >
        {!embedded && (
          <p id={`${id}-hint`} className="dc-hint">
            {t('dc.choice.hint')}
            <span className="visually-hidden"> {t('dc.choice.keysHint')}</span>
          </p>
        )}
        {lead}
        {error && <ErrorMessage id={`${id}-error`} text={error} />}
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
                  if (!embedded && !keyDown.current) onChoose(option.value);
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
          <Button onClick={next}>{t('dc.choice.next')}</Button>
        </div>
      )}
      {children}
    </div>
  );
}
