import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { HERE_FOR } from '../../core/audit';
import { Banner } from '../../ui/components/Banner';
import { Button } from '../../ui/components/Button';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { useSettings } from '../../ui/widget/widget-context';
import { DC_ROUTES } from '../routes';
import { profileAtom } from '../state/atoms';
import { aboutYouComplete, signedInStart } from '../state/flow';
import { useCheckActions } from '../state/use-check-actions';
import { useSignInState } from './use-sign-in-state';

const WAITING = {
  login: 'dc.welcome.waitingLogin',
  autoLogin: 'dc.welcome.waitingAutoLogin',
  parentToken: 'dc.welcome.waitingParent',
} as const;

/** /drinking-check: 'Are you drinking too much?' and 'Start tool'. */
export function WelcomePage() {
  const t = useText();
  const { embedded } = useSettings();
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
  return (
    <>
      <Banner>{t('dc.banner.title')}</Banner>
      <div className="content">
        <PageHeading>{t('dc.welcome.title')}</PageHeading>
        <p>{t('dc.welcome.text')}</p>
        <p className="dc-waiting" role="status">
          {waiting ? t(WAITING[waiting]) : ''}
        </p>
        <Button onClick={start} disabled={waiting === 'login'}>
          {t('dc.welcome.start')}
        </Button>
      </div>
    </>
  );
}
