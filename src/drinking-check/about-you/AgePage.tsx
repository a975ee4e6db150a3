import { useAtomValue } from 'jotai';
import { useId, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { acceptsAgeKey, ADULT_AGE, parseAge, sanitiseAgeInput } from '../../core/validation';
import { Button } from '../../ui/components/Button';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { Modal } from '../../ui/components/Modal';
import { useWordedText } from '../components/use-worded-text';
import { DC_ROUTES } from '../routes';
import { profileAtom } from '../state/atoms';
import { nextAboutYouPath, underAge } from '../state/flow';
import { useCheckActions } from '../state/use-check-actions';
import { AboutYouFrame } from './AboutYouFrame';
import { Under18Warning } from './Under18Warning';

/** Age: digits only, Confirm disabled until valid, 'Why we ask', and the under-18 stop. */
export function AgePage() {
  const t = useText();
  const worded = useWordedText();
  const id = useId();
  const profile = useAtomValue(profileAtom);
  const actions = useCheckActions();
  const [, navigate] = useLocation();
  const [text, setText] = useState(profile.age === undefined ? '' : String(profile.age));
  // An age under 18 from any source (a token, a stored session) shows the stop at once.
  const [under18, setUnder18] = useState(() => underAge(profile));
  const [whyOpen, setWhyOpen] = useState(false);
  const age = parseAge(text);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    const kept = input.value.slice(0, start) + input.value.slice(end);
    // The core filter appends at the end; elsewhere in the text the change handler cleans up.
    const accepted = start === kept.length ? acceptsAgeKey(kept, event.key) : /^\d$/.test(event.key);
    if (!accepted) event.preventDefault();
  };

  const confirm = () => {
    if (age === undefined) return;
    if (age < ADULT_AGE) {
      setUnder18(true);
      return;
    }
    const next = { ...profile, age };
    actions.updateProfile(next);
    navigate(nextAboutYouPath(DC_ROUTES.age, next));
  };

  return (
    <AboutYouFrame path={DC_ROUTES.age}>
      <form
        className="dc-age"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <PageHeading>
          <label htmlFor={id}>{worded('dc.age.title')}</label>
        </PageHeading>
        <p id={`${id}-hint`} className="dc-hint">
          {t('dc.age.hint')}
        </p>
        <input
          id={id}
          className="dc-input dc-input--age"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          value={text}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setText(sanitiseAgeInput(event.target.value));
            setUnder18(false);
          }}
        />
        <div className="dc-actions">
          <Button type="submit" disabled={age === undefined}>
            {t('dc.age.confirm')}
          </Button>
          <button type="button" className="dc-link-button" onClick={() => setWhyOpen(true)}>
            {t('dc.age.why')}
          </button>
        </div>
      </form>
      {under18 && <Under18Warning />}
      <Modal open={whyOpen} title={t('dc.age.whyTitle')} onClose={() => setWhyOpen(false)}>
        <p>{t('dc.age.whyText')}</p>
      </Modal>
    </AboutYouFrame>
  );
}
