import type { SignInState } from '../../platform/services';
import type { CopyKey } from '../../platform/text';

type WaitingReason = Extract<SignInState, { status: 'waiting' }>['reason'];

/** What each waiting state shows (docs/decisions/0172-waiting-messages.md). */
export const WAITING_TEXT = {
  login: 'dc.welcome.waitingLogin',
  redirect: 'dc.welcome.waitingRedirect',
  autoLogin: 'dc.welcome.waitingAutoLogin',
  parentToken: 'dc.welcome.waitingParent',
} as const satisfies Record<WaitingReason, CopyKey>;
