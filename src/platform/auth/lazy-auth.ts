import type { FromParent } from '../host/parent-messages';
import type { SignInState } from '../services';
import { startingSignInState, webSignInConfigured } from './auth-start';
import type { AuthDeps, AuthService } from './auth-service';

/**
 * The sign-in service, whose code loads beside the first screen rather than in it
 * (docs/decisions/0200-first-load-goals.md). Until it has loaded, the element shows the state the
 * service starts in; an embedded element listens for its app from the start and hands the last
 * message over on arrival (each says all there is: this token, or signed out), so a token sent at
 * once is not missed and a flood of messages holds no memory; a sign-in or sign-out asked for
 * meanwhile runs on arrival.
 */
export function lazyAuthService(deps: AuthDeps, load: () => Promise<typeof import('./auth-service')>): AuthService {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let service: AuthService | undefined;
  let waitingState: SignInState = startingSignInState(deps.settings, deps.pageUrl, deps.hasApp);
  let early: FromParent | undefined;
  let deliver: ((message: FromParent) => void) | undefined;
  const stopListening = deps.settings.embedded
    ? deps.listenToApp((message) => (deliver ? deliver(message) : (early = message)))
    : () => undefined;
  deps.signal.addEventListener('abort', stopListening, { once: true });

  const loaded = load().then(
    ({ createAuthService }) => {
      if (deps.signal.aborted) return;
      service = createAuthService({
        ...deps,
        listenToApp: (onMessage) => {
          deliver = onMessage;
          return stopListening;
        },
      });
      service.subscribe(notify);
      if (early) deliver?.(early);
      early = undefined;
      notify();
    },
    () => {
      deps.warn('sign-in-load', 'Failed to retrieve access token: the sign-in code did not load; signed out.');
      waitingState = { status: 'anonymous' };
      notify();
    },
  );

  return {
    state: () => service?.state() ?? waitingState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    webSignIn: webSignInConfigured(deps.settings) && !deps.inFrame,
    signIn: () => void loaded.then(() => service?.signIn()),
    signOut: () => void loaded.then(() => service?.signOut()),
    token: () => service?.token(),
  };
}
