import type { WidgetSettings } from '../host/settings';
import type { SignInState } from '../services';
import { b2cConfig } from './b2c-config';
import type { SignInModule } from './load-sign-in';
import { profileFromToken, tokenExpiresAt } from './token-profile';

/** How long the widget waits for a parent app's token before going on anonymous. */
export const PARENT_TOKEN_TIMEOUT_MS = 15000;

export interface AuthDeps {
  settings: WidgetSettings;
  /** Aborted when the element leaves the page. */
  signal: AbortSignal;
  pageUrl: string;
  loadSignIn: () => Promise<SignInModule>;
  /** The clock, for tests. */
  now?: () => number;
  /** Starts listening for the parent's token; returns a stop function. */
  listenForParentToken: (onToken: (token: string) => void) => () => void;
  /** Asks the parent app for a token (auto-login). */
  requestParentToken: () => void;
  onSignedInChange: (signedIn: boolean) => void;
}

export interface AuthService {
  state(): SignInState;
  subscribe(listener: () => void): () => void;
  signIn(): void;
  /** The bearer token for API calls; stays in memory, never logged. */
  token(): string | undefined;
}

/**
 * Sign-in for one element. Embedded: the token comes from the parent app by message (and is
 * asked for when the page URL has auto_login=true). Standalone with web-login: the sign-in
 * library, loaded only then. Otherwise anonymous.
 */
export function createAuthService(deps: AuthDeps): AuthService {
  const { settings, signal } = deps;
  const listeners = new Set<() => void>();
  let state: SignInState = { status: 'anonymous' };
  let token: string | undefined;
  let expiresAt: number | undefined;
  const now = deps.now ?? Date.now;
  const expired = () => expiresAt !== undefined && expiresAt <= now();

  const setState = (next: SignInState) => {
    if (signal.aborted) return;
    const wasSignedIn = state.status === 'signedIn';
    state = next;
    listeners.forEach((listener) => listener());
    if (wasSignedIn !== (next.status === 'signedIn')) deps.onSignedInChange(next.status === 'signedIn');
  };

  const acceptToken = (received: string | undefined) => {
    const profile = received ? profileFromToken(received) : undefined;
    if (!received || !profile) return setState({ status: 'anonymous' });
    expiresAt = tokenExpiresAt(received);
    if (expired()) {
      console.warn('Failed to retrieve access token: the token has expired');
      return setState({ status: 'anonymous' });
    }
    token = received;
    setState({ status: 'signedIn', profile });
  };

  const config = settings.webLogin && !settings.embedded ? b2cConfig(settings, deps.pageUrl) : undefined;

  if (settings.embedded) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = deps.listenForParentToken((received) => {
      clearTimeout(timer);
      acceptToken(received);
    });
    signal.addEventListener('abort', () => {
      stop();
      clearTimeout(timer);
    });
    if (new URL(deps.pageUrl).searchParams.get('auto_login') === 'true') {
      state = { status: 'waiting', reason: 'autoLogin' };
      queueMicrotask(() => {
        deps.requestParentToken();
        if (state.status === 'waiting') setState({ status: 'waiting', reason: 'parentToken' });
      });
      timer = setTimeout(() => {
        if (state.status !== 'waiting') return;
        console.warn('Failed to retrieve access token');
        setState({ status: 'anonymous' });
      }, PARENT_TOKEN_TIMEOUT_MS);
    }
  } else if (settings.webLogin && !config) {
    console.warn('web-login is on but b2c-client-id, b2c-tenant, b2c-signin-policy or b2c-known-authority is missing; signed out.');
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
    token: () => (expired() ? undefined : token),
  };
}
