// The sign-in bar, drawn with the widget's own createElement: it travels with the sign-in code
// (the sign-in chunk, esm/chunks/drinking-check.welcome.sign-in-code-<hash>.js), which loads only
// with web-login, so none of it is in a first load (docs/decisions/0170-where-a-person-signs-in.md,
// docs/decisions/0175-sign-in-bar-in-the-sign-in-file.md). It imports only React's types and is
// given createElement, so the sign-in chunk needs nothing from the shared chunk.
import type { createElement, ReactNode } from 'react';
import type { SignInState } from '../../platform/services';
import type { CopyKey } from '../../platform/text';
import { WAITING_TEXT } from './waiting-text';

export interface SignInBarProps {
  h: typeof createElement;
  t: (key: CopyKey) => string;
  state: SignInState;
  /** What signing in gives, said beside the button. */
  offer: 'dc.signIn.offer' | 'dc.signIn.emailOffer';
  signIn(): void;
  signOut(): void;
}

/**
 * Who is signed in and 'Sign out'; or what signing in gives and 'Sign in' (the identity
 * provider's page, then back to this screen); or what sign-in waits for.
 */
export function signInBar({ h, t, state, offer, signIn, signOut }: SignInBarProps): ReactNode {
  const button = (key: CopyKey, onClick: () => void) =>
    h('button', { type: 'button', className: 'button button--secondary', onClick }, t(key));
  const name = state.status === 'signedIn' ? state.profile.fullName : undefined;
  return h(
    'div',
    { className: 'dc-sign-in' },
    h('p', { className: 'dc-waiting', role: 'status' }, state.status === 'waiting' ? t(WAITING_TEXT[state.reason]) : ''),
    state.status === 'signedIn' &&
      h('p', null, name ? t('dc.signIn.signedInAs').replace('{name}', name) : t('dc.signIn.signedIn')),
    state.status === 'signedIn' && button('dc.signIn.signOut', signOut),
    state.status === 'anonymous' && h('p', null, t(offer)),
    state.status === 'anonymous' && button('dc.signIn.button', signIn),
  );
}
