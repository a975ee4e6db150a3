import type { WidgetSettings } from '../host/settings';
import type { FromParent } from '../host/parent-messages';
import type { SignInState } from '../services';
import { b2cConfig } from './b2c-config';
import type { SignInModule } from './load-sign-in';
import { createTokenClock, type TokenClock } from './token-clock';
import { profileFromToken, tokenExpiresAt } from './token-profile';

/** How long the widget waits for a parent app's token before going on anonymous. */
export const PARENT_TOKEN_TIMEOUT_MS = 15000;

/** Why the widget asks the parent app for a token: to sign in, or because the one it has is about to expire. */
export type TokenRequestReason = 'signIn' | 'refresh';

export interface AuthDeps {
  settings: WidgetSettings;
  /** Aborted when the element leaves the page. */
  signal: AbortSignal;
  pageUrl: string;
  loadSignIn: () => Promise<SignInModule>;
  /** The clock, for tests. */
  now?: () => number;
  /** Starts listening for the parent's messages; returns a stop function. */
  listenToParent: (onMessage: (message: FromParent) => void) => () => void;
  /** Asks the parent app for a token; false when there is no one to ask. */
  requestParentToken: (reason: TokenRequestReason) => boolean;
  onSignedInChange: (signedIn: boolean) => void;
  /** Logs a problem once per kind. */
  warn: (kind: string, message: string) => void;
}

export interface AuthService {
  state(): SignInState;
  subscribe(listener: () => void): () => void;
  signIn(): void;
  /** The bearer token for API calls; stays in memory, never logged. */
  token(): string | undefined;
}

/**
 * Sign-in for one element. Embedded: the token comes from the parent app by message (asked for
 * when the page URL has auto_login=true, and again before it expires), and a sign-out message
 * ends it. Standalone with web-login: the sign-in library, loaded only then, refreshed silently.
 * Otherwise anonymous. A token that cannot be read or has expired signs the person out.
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

  const signOut = () => {
    token = undefined;
    clock.stop();
    setState({ status: 'anonymous' });
  };

  const acceptToken = (received: string | undefined) => {
    if (signal.aborted) return;
    const profile = received ? profileFromToken(received) : undefined;
    if (!received || !profile) {
      if (received) deps.warn('token-unreadable', 'Failed to retrieve access token: the token cannot be read; signed out.');
      return signOut();
    }
    const expiresAt = tokenExpiresAt(received);
    if (clock.expired(expiresAt)) {
      deps.warn('token-expired', 'Failed to retrieve access token: the token has expired; signed out.');
      return signOut();
    }
    token = received;
    setState({ status: 'signedIn', profile });
    clock.follow(expiresAt);
  };

  const config = settings.webLogin && !settings.embedded ? b2cConfig(settings, deps.pageUrl) : undefined;
  const webRefresh = (force: boolean) =>
    config &&
    deps
      .loadSignIn()
      .then((module) => module.refreshToken(config, force))
      .then((fresh) => fresh && fresh !== token && acceptToken(fresh), () => undefined);

  const clock: TokenClock = createTokenClock({
    now,
    signal,
    refresh: () => (config ? void webRefresh(false) : void deps.requestParentToken('refresh')),
    expire: () => {
      deps.warn('token-expired', 'Failed to retrieve access token: the token has expired; signed out.');
      signOut();
      if (config) void webRefresh(true);
    },
  });

  if (settings.embedded) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = deps.listenToParent((message) => {
      clearTimeout(timer);
      if (message.kind === 'signOut') signOut();
      else acceptToken(message.token);
    });
    signal.addEventListener('abort', () => {
      stop();
      clearTimeout(timer);
    });
    if (new URL(deps.pageUrl).searchParams.get('auto_login') === 'true' && settings.parentOrigin.length > 0) {
      state = { status: 'waiting', reason: 'autoLogin' };
      queueMicrotask(() => {
        deps.requestParentToken('signIn');
        if (state.status === 'waiting') setState({ status: 'waiting', reason: 'parentToken' });
      });
      timer = setTimeout(() => {
        if (state.status !== 'waiting') return;
        deps.warn('token-missing', 'Failed to retrieve access token: no token came from the app within 15 s.');
        setState({ status: 'anonymous' });
      }, PARENT_TOKEN_TIMEOUT_MS);
    }
  } else if (settings.webLogin && !config) {
    deps.warn('web-login', 'web-login is on but b2c-client-id, b2c-tenant, b2c-signin-policy or b2c-known-authority is missing; signed out.');
  } else if (config) {
    state = { status: 'waiting', reason: 'login' };
    deps
      .loadSignIn()
      .then((module) => module.getToken(config))
      .then(acceptToken, () => {
        console.error('Failed to retrieve access token');
        setState({ status: 'anonymous' });
      });
  }

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn() {
      if (!config) return;
      setState({ status: 'waiting', reason: 'login' });
      deps
        .loadSignIn()
        .then((module) => module.signIn(config))
        .catch(() => {
          console.error('Failed to retrieve access token');
          setState({ status: 'anonymous' });
        });
    },
    // An expired token is not sent: the API would refuse it, and a save works without one.
    token: () => (token && !clock.expired(clock.expiresAt()) ? token : undefined),
  };
}
