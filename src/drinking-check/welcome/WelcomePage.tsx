import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { HERE_FOR } from '../../core/audit';
import { Banner } from '../../ui/components/Banner';
import { Button } from '../../ui/components/Button';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { useSettings } from '../../ui/widget/widget-context';
import { DC_ROUTES } from '../routes';
import { profileAtom } from '../state/atoms';
import { aboutYouComplete, signedInStart } from '../state/flow';
import { useCheckActions } from '../state/use-check-actions';
import { signInCode, SignInSlot } from './SignInSlot';
import { useSignInState } from './use-sign-in-state';
import { signInLine, waitsForTheApp } from './waiting-text';

/** /drinking-check: 'Are you drinking too much?' and 'Start tool'. */
export function WelcomePage() {
  const t = useText();
  const { embedded } = useSettings();
  const { auth } = usePlatform();
  const signIn = useSignInState();
  const profile = useAtomValue(profileAtom);
  const actions = useCheckActions();
  const [, navigate] = useLocation();
  const movedOn = useRef(false);

  // Embedded: once the parent app has signed the person in, the token tells who they are; what it
  // does not tell (age, sex) is asked, and an age under 18 stops at the age step.
  useEffect(() => {
    if (!embedded || signIn.status !== 'signedIn' || movedOn.current) return;
    movedOn.current = true;
    const profile = { ...signIn.profile, hereFor: HERE_FOR.Myself };
    actions.updateProfile(profile);
    navigate(signedInStart(profile));
  }, [embedded, signIn, actions, navigate]);

  const start = () => {
    navigate(aboutYouComplete(profile) ? DC_ROUTES.loadingQuestions : DC_ROUTES.loadingBasicInfo);
  };

  const waiting = signIn.status === 'waiting' ? signIn.reason : undefined;
  // Remembered, so that the end of a wait for the app's token is told, not just dropped.
  const [waitedForTheApp, setWaitedForTheApp] = useState(false);
  if (!waitedForTheApp && waitsForTheApp(signIn)) setWaitedForTheApp(true);
  const line = signInLine(signIn, waitedForTheApp);
  return (
    <>
      <Banner>{t('dc.banner.title')}</Banner>
      <div className="content">
        <PageHeading>{t('dc.welcome.title')}</PageHeading>
        <SignInSlot offer="dc.signIn.offer" />
        <p>{t('dc.welcome.text')}</p>
        <p className="dc-waiting" role="status">
          {/* Once the sign-in bar is here, it says what sign-in waits for. */}
          {line && !(auth.webSignIn && signInCode.now()) ? t(line) : ''}
        </p>
        <Button onClick={start} disabled={waiting === 'login' || waiting === 'redirect'}>
          {t('dc.welcome.start')}
        </Button>
      </div>
    </>
  );
}
