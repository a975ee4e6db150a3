import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';

/** The progress line of the step on screen: its heading is described by it (one step shows at a time). */
export const STEP_PROGRESS_ID = 'dc-step-progress';

interface StepHeaderProps {
  step: number;
  total: number;
  kind: 'step' | 'question';
  onBack?: () => void;
  onClose?: () => void;
}

/**
 * Back and close controls and the progress of a step ('Step 2 of 4', 'Question 3 of 10'). In a
 * narrow widget they share one row, with Close shown short, so that a step's answers fit on a
 * phone (docs/decisions/0028-scroll-and-focus-after-a-step.md).
 */
export function StepHeader({ step, total, kind, onBack, onClose }: StepHeaderProps) {
  const t = useText();
  const label = fill(t(kind === 'step' ? 'dc.step.progress' : 'dc.question.progress'), { step, total });
  return (
    <div className="dc-step-header">
      <div className="dc-step-header__actions">
        {onBack && (
          <button type="button" className="dc-link-button dc-step-header__back" onClick={onBack}>
            <span aria-hidden="true">‹ </span>
            {t('dc.step.back')}
          </button>
        )}
        {onClose && (
          <button
            type="button"
            className="dc-link-button dc-step-header__close"
            aria-label={t('dc.step.close')}
            onClick={onClose}
          >
            <span className="dc-step-header__close-short">{t('dc.step.closeShort')}</span>
            <span className="dc-step-header__close-long">{t('dc.step.close')}</span>
          </button>
        )}
      </div>
      <div className="dc-progress">
        <p id={STEP_PROGRESS_ID} className="dc-progress__label">
          {label}
        </p>
        <progress className="dc-progress__bar" max={total} value={step} aria-hidden="true" />
      </div>
    </div>
  );
}
