import type { SignInState } from '../../platform/services';
import type { CopyKey } from '../../platform/text';

type WaitingReason = Extract<SignInState, { status: 'waiting' }>['reason'];

/**
 * What each waiting state shows (docs/decisions/0172-waiting-messages.md). While the app is asked
 * for a token, Start works, and the words say so (docs/decisions/0222-no-silent-waits.md).
 */
export const WAITING_TEXT = {
  login: 'dc.welcome.waitingLogin',
  redirect: 'dc.welcome.waitingRedirect',
  autoLogin: 'dc.welcome.waitingAutoLogin',
  parentToken: 'dc.welcome.waitingParent',
} as const satisfies Record<WaitingReason, CopyKey>;

/** The waits for the app's token: the person may start meanwhile. */
export const waitsForTheApp = (state: SignInState): boolean =>
  state.status === 'waiting' && (state.reason === 'autoLogin' || state.reason === 'parentToken');

/**
 * The start screen's line about sign-in: what it waits for; or, once a wait for the app has ended
 * without a token (the app did not answer in time, sent a token that cannot be used, or signed the
 * person out), that they are not signed in and can carry on, said as soon as the widget knows
 * (docs/decisions/0222-no-silent-waits.md).
 */
export function signInLine(state: SignInState, waitedForTheApp: boolean): CopyKey | undefined {
  if (state.status === 'waiting') return WAITING_TEXT[state.reason];
  if (state.status === 'anonymous' && waitedForTheApp) return 'dc.welcome.notSignedIn';
  return undefined;
}
