import type { WidgetSettings } from '../host/settings';
import type { FromParent } from '../host/parent-messages';
import type { SignInState } from '../services';
import type { WebSignIn } from './msal-sign-in';
import { autoLoginAsked, startingSignInState, webSignInConfigured } from './auth-start';
import { createTokenClock, type TokenClock } from './token-clock';
import { profileFromToken, tokenExpiresAt } from './token-profile';
import type { TokenAnswer } from './web-sign-in';

/** How long the widget waits for an app's token before going on anonymous. */
export const PARENT_TOKEN_TIMEOUT_MS = 15000;

/** Why the widget asks the app for a token: to sign in, or because the one it has is about to expire. */
export type TokenRequestReason = 'signIn' | 'refresh';

/** The sign-in library's module, loaded on demand (by the Drinking Check, with its sign-in bar). */
export type SignInModule = typeof import('./msal-sign-in');

export interface AuthDeps {
  settings: WidgetSettings;
  /** Aborted when the element leaves the page. */
  signal: AbortSignal;
  pageUrl: string;
  /** The page is inside a frame: the identity provider cannot be shown there. */
  inFrame?: boolean;
  loadSignIn: () => Promise<SignInModule>;
  /** The clock, for tests. */
  now?: () => number;
  /**
   * Whether an app hears the widget (an app's bridge at the top of the page, or a parent window
   * named by parent-origin): only then does an embedded widget wait for its token.
   */
  hasApp: boolean;
  /** Starts listening for the app's messages (and the element's appSignIn()); returns a stop function. */
  listenToApp: (onMessage: (message: FromParent) => void) => () => void;
  /** Asks the app for a token; false when there is no one to ask. */
  requestAppToken: (reason: TokenRequestReason) => boolean;
  onSignedInChange: (signedIn: boolean) => void;
  /** Logs a problem once per kind. */
  warn: (kind: string, message: string) => void;
}

export interface AuthService {
  state(): SignInState;
  subscribe(listener: () => void): () => void;
  /** Whether this element offers web sign-in (standalone, web-login configured, not in a frame). */
  readonly webSignIn: boolean;
  /** Leaves for the identity provider's sign-in (web sign-in only). */
  signIn(): void;
  /** Signs out here and, with web sign-in, at the identity provider, coming back to this page. */
  signOut(): void;
  /** The bearer token for API calls; stays in memory, never logged. */
  token(): string | undefined;
}

/**
 * Sign-in for one element. Embedded: the token comes from the app, by message or appSignIn()
 * (asked for when the page URL has auto_login=true, and again before it expires), and a sign-out
 * message ends it. Standalone with web-login: the sign-in library, loaded only then, refreshed silently.
 * Otherwise anonymous. A token that cannot be read or has expired signs the person out. What each
 * waiting state means: docs/decisions/0172-waiting-messages.md.
 */
export function createAuthService(deps: AuthDeps): AuthService {
  const { settings, signal } = deps;
  const now = deps.now ?? Date.now;
  const listeners = new Set<() => void>();
  let state: SignInState = { status: 'anonymous' };
  let token: string | undefined;

  const setState = (next: SignInState) => {
    if (signal.aborted) return;
    const wasSignedIn = state.status === 'signedIn';
    state = next;
    listeners.forEach((listener) => listener());
    if (wasSignedIn !== (next.status === 'signedIn')) deps.onSignedInChange(next.status === 'signedIn');
  };

  const signOutHere = () => {
    token = undefined;
    clock.stop();
    setState({ status: 'anonymous' });
  };

  const acceptToken = (received: string | undefined) => {
    if (signal.aborted) return;
    const profile = received ? profileFromToken(received) : undefined;
    if (!received || !profile) {
      if (received) deps.warn('token-unreadable', 'Failed to retrieve access token: the token cannot be read; signed out.');
      return signOutHere();
    }
    const expiresAt = tokenExpiresAt(received);
    if (clock.expired(expiresAt)) {
      deps.warn('token-expired', 'Failed to retrieve access token: the token has expired; signed out.');
      return signOutHere();
    }
    token = received;
    setState({ status: 'signedIn', profile });
    clock.follow(expiresAt);
  };

  const wanted = settings.webLogin && !settings.embedded;
  const web = webSignInConfigured(settings);

  /** A token answer from the library: a new token signs in, interaction required signs out. */
  const takeAnswer = (answer: TokenAnswer) => {
    if (answer.kind === 'token' && answer.token !== token) acceptToken(answer.token);
    else if (answer.kind === 'signedOut' || (answer.kind === 'none' && state.status === 'waiting')) signOutHere();
  };
  const library = (run: (signIn: WebSignIn) => Promise<void>) =>
    web &&
    deps
      .loadSignIn()
      .then((module) => run(module.webSignIn(settings, deps.pageUrl, deps.inFrame)!))
      .catch(() => {
        console.error('Failed to retrieve access token');
        if (state.status === 'waiting') setState({ status: 'anonymous' });
      });
  const webRefresh = (force: boolean) => library(async (signIn) => takeAnswer(await signIn.refresh(force)));

  const clock: TokenClock = createTokenClock({
    now,
    signal,
    refresh: () => (web ? void webRefresh(false) : void deps.requestAppToken('refresh')),
    expire: () => {
      deps.warn('token-expired', 'Failed to retrieve access token: the token has expired; signed out.');
      signOutHere();
      if (web) void webRefresh(true);
    },
  });

  /**
   * Embedded: the app's messages sign the person in and out. With an app to hear it the widget
   * waits for the app's token, at most 15 s: with auto_login=true it asks for one (`autoLogin` for
   * the whole attempt), otherwise the app sends one when its person is signed in (`parentToken`).
   */
  function listenToTheApp() {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = deps.listenToApp((message) => {
      clearTimeout(timer);
      if (message.kind === 'signOut') signOutHere();
      else acceptToken(message.token);
    });
    signal.addEventListener('abort', () => {
      stop();
      clearTimeout(timer);
    });
    if (!deps.hasApp) return;
    const autoLogin = autoLoginAsked(deps.pageUrl);
    state = startingSignInState(settings, deps.pageUrl, deps.hasApp);
    if (autoLogin) queueMicrotask(() => deps.requestAppToken('signIn'));
    timer = setTimeout(() => {
      if (state.status !== 'waiting') return;
      if (autoLogin) deps.warn('token-missing', 'Failed to retrieve access token: no token came from the app within 15 s.');
      setState({ status: 'anonymous' });
    }, PARENT_TOKEN_TIMEOUT_MS);
  }

  if (settings.embedded) listenToTheApp();
  else if (wanted && !web) {
    deps.warn(
      'web-login',
      'web-login is on but b2c-client-id, b2c-tenant, b2c-signin-policy or b2c-known-authority is missing; signed out.',
    );
  } else if (web) {
    state = startingSignInState(settings, deps.pageUrl, deps.hasApp);
    void library(async (signIn) => takeAnswer(await signIn.token()));
  }

  const webSignIn = web && !deps.inFrame;
  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    webSignIn,
    signIn() {
      if (!webSignIn || state.status === 'signedIn') return;
      setState({ status: 'waiting', reason: 'redirect' });
      void library((signIn) => signIn.signIn());
    },
    signOut() {
      if (!webSignIn || state.status !== 'signedIn') return;
      signOutHere();
      void library((signIn) => signIn.signOut(window.location.href));
    },
    // An expired token is not sent: the API would refuse it, and a save works without one.
    token: () => (token && !clock.expired(clock.expiresAt()) ? token : undefined),
  };
}
