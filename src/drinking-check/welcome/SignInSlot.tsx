import { createElement } from 'react';
import { registerCopy } from '../../platform/text/built-in-copy';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { loadOnce, useLoaded } from '../../ui/load-once';
import { loadSignInCode } from './load-sign-in-code';
import { useSignInState } from './use-sign-in-state';

/** The sign-in code, with the bar and its copy (docs/decisions/0175-sign-in-bar-in-the-sign-in-file.md). */
export const signInCode = loadOnce(() =>
  loadSignInCode().then((code) => {
    registerCopy(code.SIGN_IN_COPY);
    return code;
  }),
);

/** What signing in gives, said beside the button: on the first screens, or by the results email. */
export type SignInOffer = 'dc.signIn.offer' | 'dc.signIn.emailOffer';

function LoadedBar({ offer }: { offer: SignInOffer }) {
  // Without the sign-in code there is nothing to offer: the start screen says what sign-in waits for.
  const { module: code } = useLoaded(signInCode);
  const t = useText();
  const { auth } = usePlatform();
  const state = useSignInState();
  return code ? code.signInBar({ h: createElement, t, state, offer, signIn: auth.signIn, signOut: auth.signOut }) : null;
}

/** The sign-in bar where web sign-in is offered; nothing (and no code loaded) elsewhere. */
export function SignInSlot({ offer }: { offer: SignInOffer }) {
  return usePlatform().auth.webSignIn ? <LoadedBar offer={offer} /> : null;
}
