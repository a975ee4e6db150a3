import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { fill } from '../components/use-worded-text';
import type { SignInOffer } from './SignInSlot';
import { useSignInState } from './use-sign-in-state';
import { WAITING_TEXT } from './waiting-text';

/**
 * Web sign-in for a person: who they are signed in as and 'Sign out', or what signing in gives
 * and 'Sign in' (the identity provider's page, then back to this screen), or what it waits for.
 */
export function SignInBar({ offer }: { offer: SignInOffer }) {
  const t = useText();
  const { auth } = usePlatform();
  const signIn = useSignInState();
  return (
    <div className="dc-sign-in">
      <p className="dc-waiting" role="status">
        {signIn.status === 'waiting' ? t(WAITING_TEXT[signIn.reason]) : ''}
      </p>
      {signIn.status === 'signedIn' && (
        <>
          <p>{signIn.profile.fullName ? fill(t('dc.signIn.signedInAs'), { name: signIn.profile.fullName }) : t('dc.signIn.signedIn')}</p>
          <Button variant="secondary" onClick={auth.signOut}>
            {t('dc.signIn.signOut')}
          </Button>
        </>
      )}
      {signIn.status === 'anonymous' && (
        <>
          <p>{t(offer)}</p>
          <Button variant="secondary" onClick={auth.signIn}>
            {t('dc.signIn.button')}
          </Button>
        </>
      )}
    </div>
  );
}
