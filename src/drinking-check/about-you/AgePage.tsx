import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { ADULT_AGE, readAgeField, type AgeProblem } from '../../core/validation';
import { Button } from '../../ui/components/Button';
import { ErrorMessage } from '../../ui/components/ErrorMessage';
import { ErrorSummary } from '../../ui/components/ErrorSummary';
import { Modal } from '../../ui/components/Modal';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { STEP_PROGRESS_ID } from '../components/StepHeader';
import { useWordedText } from '../components/use-worded-text';
import { DC_ROUTES } from '../routes';
import { profileAtom } from '../state/atoms';
import { nextAboutYouPath, underAge } from '../state/flow';
import { useCheckActions } from '../state/use-check-actions';
import { AboutYouFrame } from './AboutYouFrame';
import { Under18Warning } from './Under18Warning';

const MESSAGES = { missing: 'dc.age.missing', notNumber: 'dc.age.notNumber', outOfRange: 'dc.age.outOfRange' } as const;

/**
 * Age: typed freely and kept as typed; Confirm always works and says what is wrong (the GOV.UK
 * error pattern, docs/decisions/0152-forms-that-explain.md); 'Why we ask'; and the under-18 stop.
 */
export function AgePage() {
  const t = useText();
  const worded = useWordedText();
  const id = useId();
  const profile = useAtomValue(profileAtom);
  const actions = useCheckActions();
  const [, navigate] = useLocation();
  const [text, setText] = useState(profile.age === undefined ? '' : String(profile.age));
  const [problem, setProblem] = useState<{ kind: AgeProblem }>();
  // An age under 18 from any source (a token, a stored session) shows the stop at once.
  // A new object each time Confirm finds an age under 18: the stop takes focus each time.
  const [under18, setUnder18] = useState<{ confirmed: boolean } | undefined>(() =>
    underAge(profile) ? { confirmed: false } : undefined,
  );
  const [whyOpen, setWhyOpen] = useState(false);
  const message = problem && (problem.kind === 'missing' ? worded(MESSAGES.missing) : t(MESSAGES[problem.kind]));

  const confirm = () => {
    const read = readAgeField(text);
    setUnder18(undefined);
    if ('problem' in read) {
      setProblem({ kind: read.problem });
      return;
    }
    setProblem(undefined);
    if (read.age < ADULT_AGE) {
      setUnder18({ confirmed: true });
      return;
    }
    const next = { ...profile, age: read.age };
    actions.updateProfile(next);
    navigate(nextAboutYouPath(DC_ROUTES.age, next));
  };

  return (
    <AboutYouFrame path={DC_ROUTES.age}>
      {message && <ErrorSummary errors={[{ target: id, text: message }]} focusKey={problem} />}
      <form
        className="dc-age"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <div className={message ? 'dc-group--error' : undefined}>
          {/* The question is the heading, and the field's name (aria-label): a label inside the
              heading made a screen reader call it clickable and leave out the step, and a name
              taken from the heading by aria-labelledby was sometimes empty in Firefox, the
              heading's text not there yet as the field was named
              (docs/decisions/0311-every-control-says-what-it-does.md). */}
          <PageHeading describedBy={STEP_PROGRESS_ID}>{worded('dc.age.title')}</PageHeading>
          <p id={`${id}-hint`} className="dc-hint">
            {t('dc.age.hint')}
          </p>
          {message && <ErrorMessage id={`${id}-error`} text={message} />}
          {/* A new field for each message: Firefox tells a screen reader of a description that
              changed while the field was not focused as it next takes focus, after saying it
              with the field, so the error was heard twice
              (docs/decisions/0311-every-control-says-what-it-does.md). */}
          <input
            key={message ?? ''}
            id={id}
            className="dc-input dc-input--age"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            aria-label={worded('dc.age.title')}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setUnder18(undefined);
            }}
          />
        </div>
        <div className="dc-actions">
          <Button type="submit">{t('dc.age.confirm')}</Button>
          <button type="button" className="dc-link-button" onClick={() => setWhyOpen(true)}>
            {t('dc.age.why')}
          </button>
        </div>
      </form>
      {under18 && <Under18Warning focusKey={under18.confirmed ? under18 : undefined} />}
      <Modal open={whyOpen} title={t('dc.age.whyTitle')} onClose={() => setWhyOpen(false)}>
        <p>{t('dc.age.whyText')}</p>
      </Modal>
    </AboutYouFrame>
  );
}
