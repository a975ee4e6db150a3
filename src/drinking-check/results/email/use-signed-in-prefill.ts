import { useAtom } from 'jotai';
import { useEffect, useRef, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import { usePlatform } from '../../../ui/widget/platform-context';
import { useSignInState } from '../../welcome/use-sign-in-state';
import { emailFormAtom } from './email-form-atom';
import { hasTyped, isCompleteForm, prefilled, type EmailFormValues } from './email-form-values';

interface PrefillDeps {
  values: EmailFormValues;
  setValues: Dispatch<SetStateAction<EmailFormValues>>;
  setConsentsShown(shown: boolean): void;
  /** Set once the person has changed a field: nothing is then filled or sent for them. */
  touched: MutableRefObject<boolean>;
  /** The results were already sent. */
  blocked: boolean;
  autoSubmit(values: EmailFormValues): void;
}

/**
 * Signed in (spec section 4: "If logged in and the form is valid at load, it auto-submits"): an
 * untouched form takes the name and email from the token at once (sign-in may finish after the
 * page shows); the newsletter status then says whether the person agreed to emails, and only a
 * subscribed contact ticks both consents, which completes the form and sends it, once per widget
 * (docs/decisions/0173-newsletter-status-and-the-email-form.md).
 */
export function useSignedInPrefill({ values, setValues, setConsentsShown, touched, blocked, autoSubmit }: PrefillDeps) {
  const { api } = usePlatform();
  const signIn = useSignInState();
  const [memory, setMemory] = useAtom(emailFormAtom);
  const signedIn = signIn.status === 'signedIn' ? signIn.profile : undefined;
  const latest = useRef(values);
  latest.current = values;

  useEffect(() => {
    if (!signedIn || memory.autoSubmitTried || blocked) return;
    setMemory((m) => ({ ...m, autoSubmitTried: true }));
    if (!hasTyped(latest.current)) {
      const filled = prefilled(latest.current, signedIn);
      latest.current = filled; // the status may answer before the next render
      setValues(filled);
      if (hasTyped(filled)) setConsentsShown(true);
    }
    void api.newsletterStatus().then((status) => {
      // Sent even if the person has moved to another tab meanwhile: it is the form they had at load.
      if (touched.current || status !== 'subscribed') return;
      const start = prefilled(latest.current, { subscriptionOptIn: true });
      latest.current = start;
      setValues(start);
      if (isCompleteForm(start)) autoSubmit(start);
    });
    // Only a change of the signed-in person starts this; the rest is read as it is then.
  }, [signedIn]);
}
