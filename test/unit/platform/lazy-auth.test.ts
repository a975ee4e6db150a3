import { describe, expect, it, vi } from 'vitest';
import type { AuthDeps } from '../../../src/platform/auth/auth-service';
import { canEverSignIn, startingSignInState } from '../../../src/platform/auth/auth-start';
import { lazyAuthService } from '../../../src/platform/auth/lazy-auth';
import type { FromParent } from '../../../src/platform/host/parent-messages';
import { parseSettings } from '../../../src/platform/host/settings';
import { testToken } from './token';

const TOKEN = testToken({ name: 'Ann Smith', extension_DateOfBirth: '1990-06-15', extension_Sex: 'Female', exp: 9999999999 });
const EMBEDDED = { embedded: '', 'parent-origin': 'https://app.example' };
const settingsFrom = (attributes: Record<string, string>) => parseSettings((name) => attributes[name] ?? null).settings;

/** The auth service's code held back until `arrive()`, and the app's messages sent by hand. */
function setUp(attributes: Record<string, string>, pageUrl = 'https://site.test/page') {
  let fromApp: ((message: FromParent) => void) | undefined;
  let arrive: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const code = new Promise<typeof import('../../../src/platform/auth/auth-service')>((resolve, reject) => {
    arrive = () => void import('../../../src/platform/auth/auth-service').then(resolve);
    fail = () => reject(new Error('offline'));
  });
  const deps: AuthDeps = {
    settings: settingsFrom(attributes),
    hasApp: 'parent-origin' in attributes,
    signal: new AbortController().signal,
    pageUrl,
    loadSignIn: vi.fn(() => new Promise<never>(() => undefined)),
    listenToApp: vi.fn((onMessage) => ((fromApp = onMessage), () => (fromApp = undefined))),
    requestAppToken: vi.fn(() => true),
    onSignedInChange: vi.fn(),
    warn: vi.fn(),
  };
  const auth = lazyAuthService(deps, () => code);
  const changes = vi.fn();
  auth.subscribe(changes);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  return {
    auth,
    deps,
    changes,
    send: (message: FromParent) => fromApp?.(message),
    arrive: async () => (arrive(), await code, settle()),
    fail: async () => (fail(), settle()),
  };
}

describe('sign-in code that loads after the first screen', () => {
  it('waits for the app from the start, and keeps a token the app sent before the code arrived', async () => {
    const { auth, deps, changes, send, arrive } = setUp(EMBEDDED);
    expect(auth.state()).toEqual({ status: 'waiting', reason: 'parentToken' });
    expect(deps.listenToApp).toHaveBeenCalledTimes(1);
    send({ kind: 'token', token: TOKEN });
    expect(auth.token()).toBeUndefined();
    await arrive();
    expect(auth.state()).toMatchObject({ status: 'signedIn', profile: { fullName: 'Ann Smith' } });
    expect(auth.token()).toBe(TOKEN);
    expect(deps.onSignedInChange).toHaveBeenCalledWith(true);
    expect(changes).toHaveBeenCalled();
  });

  it('hands over the messages in the order the app sent them: a sign-out after the token wins', async () => {
    const { auth, send, arrive } = setUp(EMBEDDED);
    send({ kind: 'token', token: TOKEN });
    send({ kind: 'signOut' });
    await arrive();
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(auth.token()).toBeUndefined();
  });

  // Issue 34: every early message was queued, so a flood before the code arrived held them all.
  it('keeps only the last early message, and a sign-in that is not embedded listens for none', async () => {
    const { auth, deps, send, arrive } = setUp(EMBEDDED);
    const { deps: web } = setUp({ 'web-login': '' });
    for (let i = 0; i < 1000; i += 1) send({ kind: 'token', token: TOKEN });
    send({ kind: 'signOut' });
    await arrive();
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(deps.onSignedInChange).not.toHaveBeenCalled();
    expect(web.listenToApp).not.toHaveBeenCalled();
  });

  it('goes on taking messages once the code is there', async () => {
    const { auth, send, arrive } = setUp(EMBEDDED);
    await arrive();
    send({ kind: 'token', token: TOKEN });
    expect(auth.token()).toBe(TOKEN);
  });

  it('asks the app for a token with auto_login=true once the code is there', async () => {
    const { auth, deps, arrive } = setUp(EMBEDDED, 'https://site.test/page?auto_login=true');
    expect(auth.state()).toEqual({ status: 'waiting', reason: 'autoLogin' });
    await arrive();
    expect(deps.requestAppToken).toHaveBeenCalledWith('signIn');
  });

  it('says signed out, and why, when the code cannot load', async () => {
    const { auth, deps, changes, fail } = setUp(EMBEDDED);
    await fail();
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(changes).toHaveBeenCalled();
    expect(deps.warn).toHaveBeenCalledWith('sign-in-load', expect.stringContaining('signed out'));
  });

  it('offers web sign-in at once when it is configured, and signs in when asked before the code arrived', async () => {
    const B2C = {
      'web-login': '',
      'b2c-client-id': 'c',
      'b2c-tenant': 't.onmicrosoft.com',
      'b2c-signin-policy': 'B2C_1_susi',
      'b2c-known-authority': 't.b2clogin.com',
    };
    const { auth, deps, arrive } = setUp(B2C);
    expect(auth.webSignIn).toBe(true);
    expect(auth.state()).toEqual({ status: 'waiting', reason: 'login' });
    auth.signIn();
    expect(deps.loadSignIn).not.toHaveBeenCalled();
    await arrive();
    expect(deps.loadSignIn).toHaveBeenCalled();
  });
});

describe('whether an element loads sign-in code at all', () => {
  it.each([
    [{}, false],
    [{ embedded: '' }, true],
    [{ 'web-login': '' }, true],
  ])('%o: %s', (attributes, expected) => {
    expect(canEverSignIn(settingsFrom(attributes))).toBe(expected);
  });

  it.each([
    [{ embedded: '' }, 'https://x.test/', { status: 'anonymous' }],
    [EMBEDDED, 'https://x.test/', { status: 'waiting', reason: 'parentToken' }],
    [EMBEDDED, 'https://x.test/?auto_login=true', { status: 'waiting', reason: 'autoLogin' }],
    [{ 'web-login': '' }, 'https://x.test/', { status: 'anonymous' }],
  ])('starts %o at %s as %o', (attributes, url, state) => {
    expect(startingSignInState(settingsFrom(attributes), url, 'parent-origin' in attributes)).toEqual(state);
  });
});
