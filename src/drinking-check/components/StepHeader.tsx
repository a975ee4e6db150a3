import { useText } from '../../ui/use-text';
import { fill } from '../../platform/text/fill';

interface StepHeaderProps {
  step: number;
  total: number;
  kind: 'step' | 'question';
  onBack?: () => void;
  onClose?: () => void;
}

/** Back and close controls and the progress of a step ('Step 2 of 4', 'Question 3 of 10'). */
export function StepHeader({ step, total, kind, onBack, onClose }: StepHeaderProps) {
  const t = useText();
  const label = fill(t(kind === 'step' ? 'dc.step.progress' : 'dc.question.progress'), { step, total });
  return (
    <div className="dc-step-header">
      <div className="dc-step-header__actions">
        {onBack && (
          <button type="button" className="dc-link-button" onClick={onBack}>
            <span aria-hidden="true">‹ </span>
            {t('dc.step.back')}
          </button>
        )}
        {onClose && (
          <button type="button" className="dc-link-button dc-step-header__close" onClick={onClose}>
            {t('dc.step.close')}
          </button>
        )}
      </div>
      <div className="dc-progress">
        <p className="dc-progress__label">{label}</p>
        <progress className="dc-progress__bar" max={total} value={step} aria-hidden="true" />
      </div>
    </div>
  );
}
