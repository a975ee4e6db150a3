// Issue 14, finding 4: a token's life in the widget, from the app (embedded) or the sign-in
// library (web-login), with SPEC section 9's timings (refresh window 2 min, retry every 3 s,
// expired in its last second).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthService, type AuthDeps, type SignInModule } from '../../../src/platform/auth/auth-service';
import { FORCED_REFRESH_MS, REFRESH_RETRY_MS, REFRESH_WINDOW_MS } from '../../../src/platform/auth/token-clock';
import type { FromParent } from '../../../src/platform/host/parent-messages';
import { parseSettings } from '../../../src/platform/host/settings';
import { testToken } from './token';

const START = Date.UTC(2026, 0, 1, 12);
const MINUTE = 60_000;
const EMBEDDED = { embedded: '', 'parent-origin': 'https://app.test' };
const WEB = {
  'web-login': '',
  'b2c-client-id': 'client-guid',
  'b2c-tenant': 'contoso.onmicrosoft.com',
  'b2c-signin-policy': 'B2C_1_susi',
  'b2c-known-authority': 'contoso.b2clogin.com',
};

const answer = (token: string) => ({ kind: 'token', token });
/** The sign-in module whose library gives `first` at load and renews with `refresh`. */
const web = (first: string, refresh: (force: boolean) => Promise<unknown>) =>
  ({ webSignIn: () => ({ token: async () => answer(first), refresh }) }) as unknown as SignInModule;

/** A token for Ann that expires `minutes` from the start of the test. */
const tokenFor = (minutes: number, extra: Record<string, unknown> = {}) =>
  testToken({
    name: 'Ann Smith',
    extension_DateOfBirth: '1990-06-15',
    extension_Sex: 'Female',
    exp: (START + minutes * MINUTE) / 1000,
    ...extra,
  });

function setup(attributes: Record<string, string>, overrides: Partial<AuthDeps> = {}) {
  let deliver: ((message: FromParent) => void) | undefined;
  const controller = new AbortController();
  const d: AuthDeps = {
    settings: parseSettings((name) => (attributes as Record<string, string>)[name] ?? null).settings,
    hasApp: 'parent-origin' in attributes,
    signal: controller.signal,
    pageUrl: 'https://site.test/page',
    loadSignIn: async () => ({}) as SignInModule,
    listenToApp: (onMessage) => ((deliver = onMessage), () => (deliver = undefined)),
    requestAppToken: vi.fn(() => true),
    onSignedInChange: vi.fn(),
    warn: vi.fn(),
    ...overrides,
  };
  const auth = createAuthService(d);
  return {
    auth,
    d,
    controller,
    send: (token: string) => deliver?.({ kind: 'token', token }),
    signOut: () => deliver?.({ kind: 'signOut' }),
    refreshRequests: () =>
      (d.requestAppToken as ReturnType<typeof vi.fn>).mock.calls.filter(([reason]) => reason === 'refresh').length,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('a token from the app (embedded)', () => {
  it('is cleared by a later malformed token: signed out, and no longer sent', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { auth, send, d } = setup(EMBEDDED);
    send(tokenFor(60));
    expect(auth.token()).toBe(tokenFor(60));
    send('not-a-token-at-all');
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(auth.token()).toBeUndefined();
    expect(d.onSignedInChange).toHaveBeenLastCalledWith(false);
  });

  it('is cleared by a later expired token', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { auth, send } = setup(EMBEDDED);
    send(tokenFor(60));
    send(tokenFor(-1));
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(auth.token()).toBeUndefined();
  });

  it('ends with the sign-out message', () => {
    const { auth, send, signOut, d } = setup(EMBEDDED);
    send(tokenFor(60));
    signOut();
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(auth.token()).toBeUndefined();
    expect(d.onSignedInChange).toHaveBeenLastCalledWith(false);
  });

  it('asks for a new token 2 minutes before expiry, then every 3 s, and shows signed out in its last second', async () => {
    const { auth, send, d, refreshRequests } = setup(EMBEDDED);
    send(tokenFor(10));
    await vi.advanceTimersByTimeAsync(10 * MINUTE - REFRESH_WINDOW_MS - 1);
    expect(refreshRequests()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshRequests()).toBe(1);
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(refreshRequests()).toBe(2);
    expect(auth.state().status).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(REFRESH_WINDOW_MS - REFRESH_RETRY_MS - FORCED_REFRESH_MS - 1);
    expect(auth.state().status).toBe('signedIn');
    expect(auth.token()).toBe(tokenFor(10));
    await vi.advanceTimersByTimeAsync(1);
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(auth.token()).toBeUndefined();
    expect(d.onSignedInChange).toHaveBeenLastCalledWith(false);
    const asked = refreshRequests();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(refreshRequests(), 'no asking after expiry').toBe(asked);
  });

  it('stops asking when a new token comes, and follows the new one', async () => {
    const { auth, send, refreshRequests } = setup(EMBEDDED);
    send(tokenFor(3));
    await vi.advanceTimersByTimeAsync(MINUTE + 10);
    expect(refreshRequests()).toBe(1);
    send(tokenFor(30));
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(refreshRequests()).toBe(1);
    expect(auth.token()).toBe(tokenFor(30));
  });

  it('keeps its 3 s rhythm when the app answers with the same token', async () => {
    const token = tokenFor(3);
    const { send, d, refreshRequests } = setup(EMBEDDED, {
      requestAppToken: vi.fn(() => (queueMicrotask(() => send(token)), true)),
    });
    send(token);
    await vi.advanceTimersByTimeAsync(MINUTE + 6 * REFRESH_RETRY_MS);
    expect(refreshRequests()).toBe(7);
    expect(d.onSignedInChange).toHaveBeenCalledTimes(1);
  });

  it('shows signed out at once for a token already expired, and never sends it', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { auth, send, d } = setup(EMBEDDED);
    send(tokenFor(0));
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(auth.token()).toBeUndefined();
    expect(d.onSignedInChange).not.toHaveBeenCalled();
  });

  it('does not wait 15 s for a token it cannot receive (no parent-origin)', () => {
    const { auth } = setup({ embedded: '' }, { pageUrl: 'https://site.test/?auto_login=true' });
    expect(auth.state()).toEqual({ status: 'anonymous' });
  });

  it('follows a token with no expiry without timers, and one far in the future without firing early', async () => {
    const { auth, send, refreshRequests } = setup(EMBEDDED);
    send(testToken({ name: 'Ann Smith' }));
    send(tokenFor(60 * 24 * 365));
    await vi.advanceTimersByTimeAsync(30 * 24 * 60 * MINUTE);
    expect(refreshRequests()).toBe(0);
    expect(auth.state().status).toBe('signedIn');
  });
});

describe('a token from web sign-in', () => {
  it('is refreshed silently in the window, and forced in its last second', async () => {
    const refreshToken = vi.fn(async (force: boolean) => answer(force ? tokenFor(70) : tokenFor(10)));
    const { auth } = setup(WEB, { loadSignIn: async () => web(tokenFor(10), refreshToken) });
    await vi.advanceTimersByTimeAsync(0);
    expect(auth.token()).toBe(tokenFor(10));
    await vi.advanceTimersByTimeAsync(8 * MINUTE);
    expect(refreshToken).toHaveBeenCalledWith(false);
    await vi.advanceTimersByTimeAsync(2 * MINUTE - FORCED_REFRESH_MS);
    expect(refreshToken).toHaveBeenLastCalledWith(true);
    expect(auth.token()).toBe(tokenFor(70));
    expect(auth.state().status).toBe('signedIn');
  });

  it('keeps the person signed in while a renewal merely fails, and asks again 3 s later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refreshToken = vi.fn(async () => ({ kind: 'none' }));
    const { auth } = setup(WEB, { loadSignIn: async () => web(tokenFor(10), refreshToken) });
    await vi.advanceTimersByTimeAsync(8 * MINUTE + REFRESH_RETRY_MS);
    expect(refreshToken).toHaveBeenCalledTimes(2);
    expect(auth.state().status).toBe('signedIn');
    expect(auth.token()).toBe(tokenFor(10));
  });

  // SPEC section 9: interaction required (AADB2C90077) is logged and signs the person out.
  it('signs the person out at once when the renewal needs them to sign in again', async () => {
    const refreshToken = vi.fn(async () => ({ kind: 'signedOut' }));
    const { auth, d } = setup(WEB, { loadSignIn: async () => web(tokenFor(10), refreshToken) });
    await vi.advanceTimersByTimeAsync(8 * MINUTE);
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(auth.token()).toBeUndefined();
    expect(d.onSignedInChange).toHaveBeenLastCalledWith(false);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(refreshToken, 'no more renewals once signed out').toHaveBeenCalledTimes(1);
  });
});
