import { useAtom, useAtomValue, useStore } from 'jotai';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { usePlatform } from '../../../ui/widget/platform-context';
import { useSettings } from '../../../ui/widget/widget-context';
import { profileAtom, scoreAtom } from '../../state/atoms';
import { useCheckActions } from '../../state/use-check-actions';
import { useSignInState } from '../../welcome/use-sign-in-state';
import { emailFormAtom } from './email-form-atom';
import { sendResultsEmail } from './send-results-email';
import {
  EMPTY_VALUES,
  emailFormErrors,
  hasTyped,
  isCompleteForm,
  prefilled,
  type EmailFormError,
  type EmailFormValues,
} from './email-form-values';

/** Where focus goes after a change the person caused (never after the automatic submit). */
export type FocusTarget = 'summary' | 'title' | 'sent';

/**
 * The email form's state and rules (spec sections 4 and 5): editing, sending, sent; the GOV.UK
 * error pattern; the save with emailMyResults; the signed-in person's one automatic submit.
 */
export function useEmailForm() {
  const store = useStore();
  const platform = usePlatform();
  const settings = useSettings();
  const actions = useCheckActions();
  const signIn = useSignInState();
  const result = useAtomValue(scoreAtom);
  const [memory, setMemory] = useAtom(emailFormAtom);
  const signedInProfile = signIn.status === 'signedIn' ? signIn.profile : undefined;
  const [values, setValues] = useState(() => prefilled(EMPTY_VALUES, store.get(profileAtom), signedInProfile));
  // Once shown, the consent block stays until the form is cleared, so nothing moves under the person.
  const [consentsShown, setConsentsShown] = useState(() => hasTyped(values));
  const [errors, setErrors] = useState<EmailFormError[]>([]);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [focus, setFocus] = useState<{ target: FocusTarget } | undefined>();
  const busy = useRef(false);
  const touched = useRef(false);
  const sent = result !== undefined && memory.sentFor === result;

  // The values as they are now: the newsletter status may answer before the next render.
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  });
  const show = (next: EmailFormValues) => {
    latest.current = next;
    setValues(next);
    if (hasTyped(next)) setConsentsShown(true);
  };
  const change = (patch: Partial<EmailFormValues>) => {
    touched.current = true;
    show({ ...values, ...patch });
  };

  async function submit(current: EmailFormValues, automatic: boolean) {
    if (busy.current) return; // one save at a time: a second press while sending does nothing
    const found = emailFormErrors(current, consentsShown || automatic);
    setErrors(found);
    setFailed(false);
    if (found.length > 0) {
      if (!automatic) setFocus({ target: 'summary' });
      return;
    }
    busy.current = true;
    setSending(true);
    const saved = await sendResultsEmail({ store, platform, settings, updateProfile: actions.updateProfile }, current, automatic);
    busy.current = false;
    setSending(false);
    if (saved) setMemory((m) => ({ ...m, sentFor: store.get(scoreAtom) }));
    else setFailed(true);
    if (!automatic) setFocus({ target: saved ? 'sent' : 'summary' });
  }

  /** Back, once sent: the form again, with what was typed, to change it and send again. */
  const back = () => {
    if (busy.current) return;
    setErrors([]);
    setFailed(false);
    setMemory((m) => ({ ...m, sentFor: undefined }));
    setFocus({ target: 'title' });
  };

  // Signed in (spec section 4, docs/decisions/0173-newsletter-status-and-the-email-form.md): an
  // untouched form takes the name and email from the token at once (sign-in may finish after the
  // page shows); the newsletter status then says whether the person agreed to emails. Only a
  // subscribed contact ticks both consents, which completes the form and sends it, once per widget;
  // a form the person has changed meanwhile is theirs.
  const startSignedIn = useEffectEvent((profile: NonNullable<typeof signedInProfile>) => {
    if (memory.autoSubmitTried || sent) return;
    setMemory((m) => ({ ...m, autoSubmitTried: true }));
    if (!hasTyped(latest.current)) show(prefilled(latest.current, profile));
    void platform.api.newsletterStatus().then((status) => {
      if (touched.current || status !== 'subscribed') return;
      show(prefilled(latest.current, { subscriptionOptIn: true }));
      if (isCompleteForm(latest.current)) void submit(latest.current, true);
    });
  });
  // Only a change of the signed-in person starts this; the form's state is read as it is then.
  useEffect(() => {
    if (signedInProfile) startSignedIn(signedInProfile);
  }, [signedInProfile]);

  return {
    values,
    change,
    consentsShown,
    errors,
    failed,
    sending,
    sent,
    focus,
    submit: () => void submit(values, false),
    back,
  };
}
