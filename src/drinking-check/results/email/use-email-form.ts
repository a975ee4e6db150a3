import { useAtom, useAtomValue, useStore } from 'jotai';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { requestTimeScale } from '../../../platform/api/request-time-scale';
import { usePlatform } from '../../../ui/widget/platform-context';
import { useSettings } from '../../../ui/widget/widget-context';
import { autoEmailedAtom, profileAtom, scoreAtom } from '../../state/atoms';
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
export type FocusTarget = 'summary' | 'title' | 'sent' | 'submit';

/**
 * How long "Sending your results..." may show before the form says the results have not gone, with
 * a way to try again (docs/decisions/0222-no-silent-waits.md). The save itself goes on within its
 * own budget (docs/decisions/0141-saves-go-first.md); the tests shorten both by one factor.
 */
export const EMAIL_SEND_DEADLINE_MS = 5000;

/** A save of the email form on its way, with the values it carries. */
interface Sending {
  values: EmailFormValues;
  automatic: boolean;
}

const sameValues = (a: EmailFormValues, b: EmailFormValues) =>
  a.name === b.name && a.email === b.email && a.consentUse === b.consentUse && a.consentData === b.consentData;

/**
 * The email form's state and rules (spec sections 4 and 5): editing, sending, sent; the GOV.UK
 * error pattern; the save with emailMyResults; the signed-in person's one automatic submit.
 * A failed send says so at once, and a slow one after EMAIL_SEND_DEADLINE_MS.
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
  const [errors, setErrors] = useState<EmailFormError[]>([]);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [focus, setFocus] = useState<{ target: FocusTarget } | undefined>();
  /** The save on its way, if any: one at a time, and a press while it goes waits for it again. */
  const onItsWay = useRef<Sending | undefined>(undefined);
  /** "Sending your results..." shows: the person waits for the save on its way. */
  const waiting = useRef(false);
  const deadline = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const touched = useRef(false);
  const sent = result !== undefined && memory.sentFor === result;

  useEffect(() => () => clearTimeout(deadline.current), []);

  // The values as they are now: the newsletter status may answer before the next render.
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  });
  const show = (next: EmailFormValues) => {
    latest.current = next;
    setValues(next);
  };
  const change = (patch: Partial<EmailFormValues>) => {
    touched.current = true;
    show({ ...values, ...patch });
  };

  /** Stops the wait: what the person sees now is the failure, or the thank-you. */
  const endWait = (outcome: 'failed' | 'sent', automatic: boolean) => {
    clearTimeout(deadline.current);
    const wasWaiting = waiting.current;
    waiting.current = false;
    setSending(false);
    if (outcome === 'failed') setFailed(true);
    // Focus follows only what the person is waiting for: a late answer leaves their focus alone,
    // unless the form it was in gives way to the thank-you.
    if (!automatic && (wasWaiting || outcome === 'sent')) setFocus({ target: outcome === 'sent' ? 'sent' : 'summary' });
  };

  const startSave = (current: EmailFormValues, automatic: boolean) => {
    const save: Sending = { values: current, automatic };
    onItsWay.current = save;
    void sendResultsEmail({ store, platform, settings, updateProfile: actions.updateProfile }, current, automatic).then(
      (saved) => {
        if (onItsWay.current !== save) return; // a send with other values took its place
        onItsWay.current = undefined;
        if (saved) setMemory((m) => ({ ...m, sentFor: store.get(scoreAtom) }));
        if (saved || waiting.current) endWait(saved ? 'sent' : 'failed', automatic);
      },
    );
  };

  function submit(current: EmailFormValues, automatic: boolean) {
    if (waiting.current) return; // one save at a time: a second press while sending does nothing
    const found = emailFormErrors(current);
    setErrors(found);
    setFailed(false);
    if (found.length > 0) {
      if (!automatic) setFocus({ target: 'summary' });
      return;
    }
    waiting.current = true;
    setSending(true);
    // Try again while the last save is still on its way waits for that one: no second email.
    if (!onItsWay.current || !sameValues(onItsWay.current.values, current)) startSave(current, automatic);
    deadline.current = setTimeout(() => endWait('failed', automatic), EMAIL_SEND_DEADLINE_MS * requestTimeScale());
  }

  /** Back, once sent: the form again, with what was typed, to change it and send again. */
  const back = () => {
    if (waiting.current) return;
    setErrors([]);
    setFailed(false);
    setMemory((m) => ({ ...m, sentFor: undefined }));
    setFocus({ target: 'title' });
  };

  // Signed in (spec section 4, docs/decisions/0173-newsletter-status-and-the-email-form.md): an
  // untouched form takes the name and email from the token at once (sign-in may finish after the
  // page shows); the newsletter status then says whether the person agreed to emails. Only a
  // subscribed contact ticks both consents, which completes the form and sends it, once per result (kept across a reload);
  // a form the person has changed meanwhile is theirs.
  const startSignedIn = useEffectEvent((profile: NonNullable<typeof signedInProfile>) => {
    if (result === undefined || store.get(autoEmailedAtom) === result || sent) return;
    store.set(autoEmailedAtom, result);
    if (!hasTyped(latest.current)) show(prefilled(latest.current, profile));
    void platform.api.newsletterStatus().then((status) => {
      if (touched.current || status !== 'subscribed') return;
      show(prefilled(latest.current, { subscriptionOptIn: true }));
      if (isCompleteForm(latest.current)) submit(latest.current, true);
    });
  });
  // Only a change of the signed-in person starts this; the form's state is read as it is then.
  useEffect(() => {
    if (signedInProfile) startSignedIn(signedInProfile);
  }, [signedInProfile]);

  return {
    values,
    change,
    errors,
    failed,
    sending,
    sent,
    focus,
    submit: () => submit(values, false),
    /** Try again, from the failure message: focus moves to the button, which shows it is sending. */
    retry: () => {
      setFocus({ target: 'submit' });
      submit(values, false);
    },
    back,
  };
}
