import { usePlatform } from '../../ui/widget/platform-context';
import { loadOnce, useLoaded } from '../components/load-once';

const signInBar = loadOnce(() => import('./sign-in-bar'));

/** What signing in gives, said beside the button: on the first screens, or by the results email. */
export type SignInOffer = 'dc.signIn.offer' | 'dc.signIn.emailOffer';

function LoadedBar({ offer }: { offer: SignInOffer }) {
  const code = useLoaded(signInBar);
  return code ? <code.SignInBar offer={offer} /> : null;
}

/** The sign-in bar where web sign-in is offered; nothing (and no code loaded) elsewhere. */
export function SignInSlot({ offer }: { offer: SignInOffer }) {
  return usePlatform().auth.webSignIn ? <LoadedBar offer={offer} /> : null;
}
