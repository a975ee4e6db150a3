import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAuthService,
  PARENT_TOKEN_TIMEOUT_MS,
  type AuthDeps,
  type SignInModule,
} from '../../../src/platform/auth/auth-service';
import { authorityForAccount, b2cConfig } from '../../../src/platform/auth/b2c-config';
import { webSignIn } from '../../../src/platform/auth/msal-sign-in';
import { profileFromToken } from '../../../src/platform/auth/token-profile';
import {
  acquireToken,
  loginRedirect,
  logoutRedirect,
  sharedSession,
  type SignInClient,
} from '../../../src/platform/auth/web-sign-in';
import type { FromParent } from '../../../src/platform/host/parent-messages';
import { parseSettings } from '../../../src/platform/host/settings';
import { testToken } from './token';

const B2C = {
  'b2c-client-id': 'client-guid',
  'b2c-tenant': 'contoso.onmicrosoft.com',
  'b2c-signin-policy': 'B2C_1_susi',
  'b2c-reset-policy': 'B2C_1_reset',
  'b2c-known-authority': 'contoso.b2clogin.com',
};
const settingsFrom = (attributes: Record<string, string>) => parseSettings((name) => attributes[name] ?? null).settings;
const config = b2cConfig(settingsFrom({ 'web-login': '', ...B2C }), 'https://site.test/check?x=1')!;
const TOKEN = testToken({ name: 'Ann Smith', extension_DateOfBirth: '1990-06-15', extension_Sex: 'Female', exp: 9999999999 });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

/** A fake sign-in client: every branch of the library's answers. */
function fakeClient(overrides: Partial<SignInClient> = {}): SignInClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    initialize: vi.fn(async () => void calls.push('initialize')),
    handleRedirectPromise: vi.fn(async () => (calls.push('handleRedirectPromise'), null)),
    getAllAccounts: vi.fn(() => [{ homeAccountId: 'uid-b2c_1_susi.tid' }, { homeAccountId: 'other' }]),
    acquireTokenSilent: vi.fn(async () => ({ accessToken: TOKEN })),
    loginRedirect: vi.fn(async () => undefined),
    logoutRedirect: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('the token profile', () => {
  it('decodes age, sex and full name, hereFor Myself', () => {
    expect(profileFromToken(TOKEN, new Date(2025, 5, 14))).toEqual({ hereFor: 'Myself', age: 34, sex: 1, fullName: 'Ann Smith' });
  });

  // Issue 17: the email form's auto-submit needs the address, which B2C puts in `emails`.
  it.each([
    ['B2C emails (the first valid one)', { emails: ['not-an-address', ' ann@example.org '] }, 'ann@example.org'],
    ['email', { email: 'ann@example.org' }, 'ann@example.org'],
    ['emails before email', { emails: ['b2c@example.org'], email: 'other@example.org' }, 'b2c@example.org'],
    ['no valid address', { emails: 'ann@example.org', email: 42 }, undefined],
  ])('reads the email address from %s', (_, claims, email) => {
    expect(profileFromToken(testToken({ name: 'Ann Smith', ...claims }))?.email).toBe(email);
  });

  // The payload is decoded in the widget (docs/decisions/0175-sign-in-bar-in-the-sign-in-file.md): UTF-8 names and
  // base64url characters come through, and a token that is not one is refused.
  it('reads a name in UTF-8 from a base64url payload', () => {
    const token = testToken({ name: 'Siân Ó Ðuinn ≥ ?>' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(profileFromToken(token)?.fullName).toBe('Siân Ó Ðuinn ≥ ?>');
  });

  it.each([['not-a-token'], ['a.%%%.c'], [`a.${btoa('not json')}.c`]])("logs 'Invalid token specified' for %s", (bad) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(profileFromToken(bad)).toBeUndefined();
    expect(error).toHaveBeenCalledWith('Invalid token specified');
  });

  it("logs 'Invalid token specified' for a bad token", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(profileFromToken('not-a-token')).toBeUndefined();
    expect(error).toHaveBeenCalledWith('Invalid token specified');
  });
});

describe('the sign-in configuration', () => {
  it('builds the authorities from the attributes', () => {
    expect(config).toEqual({
      clientId: 'client-guid',
      signInAuthority: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_susi',
      resetAuthority: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_reset',
      resetPolicy: 'B2C_1_reset',
      knownAuthority: 'contoso.b2clogin.com',
      redirectUri: 'https://site.test/check',
      scopes: ['client-guid'],
    });
  });

  it('uses the reset authority for an account from the reset flow, else sign-in', () => {
    expect(authorityForAccount(config, 'uid-b2c_1_reset.tid')).toBe(config.resetAuthority);
    expect(authorityForAccount(config, 'uid-b2c_1_susi.tid')).toBe(config.signInAuthority);
  });
});

describe('web sign-in with a fake client', () => {
  it('creates one client per page and handles the redirect once', async () => {
    const holder = {};
    const create = vi.fn(() => fakeClient());
    const first = await sharedSession(config, create, holder);
    const second = await sharedSession(config, create, holder);
    expect(first).toBe(second);
    expect(create).toHaveBeenCalledTimes(1);
    expect((first.client as ReturnType<typeof fakeClient>).calls).toEqual(['initialize', 'handleRedirectPromise']);
  });

  it('takes the token from a completed redirect', async () => {
    const client = fakeClient({ handleRedirectPromise: async () => ({ accessToken: 'from-redirect' }) });
    const session = await sharedSession(config, () => client, {});
    expect(await acquireToken(session, config)).toEqual({ kind: 'token', token: 'from-redirect' });
    expect(client.acquireTokenSilent).not.toHaveBeenCalled();
  });

  it('gets a token silently for the first stored account with its authority', async () => {
    const client = fakeClient();
    const session = await sharedSession(config, () => client, {});
    expect(await acquireToken(session, config)).toEqual({ kind: 'token', token: TOKEN });
    expect(client.acquireTokenSilent).toHaveBeenCalledWith({
      account: { homeAccountId: 'uid-b2c_1_susi.tid' },
      scopes: ['client-guid'],
      authority: config.signInAuthority,
    });
  });

  it('is signed out with no stored account', async () => {
    const session = await sharedSession(config, () => fakeClient({ getAllAccounts: () => [] }), {});
    expect(await acquireToken(session, config)).toEqual({ kind: 'none' });
  });

  it('is signed out when interaction is required (AADB2C90077), and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = async () => {
      throw Object.assign(new Error('x'), {
        errorCode: 'interaction_required',
        errorMessage: 'AADB2C90077: User does not have an existing session',
      });
    };
    const session = await sharedSession(config, () => fakeClient({ acquireTokenSilent: failing }), {});
    expect(await acquireToken(session, config)).toEqual({ kind: 'signedOut' });
    expect(warn.mock.calls[0]![0]).toBe('Failed to retrieve access token');
  });

  it("is signed out on the library's InteractionRequiredAuthError, and only on it", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const throwing = (error: object) => async () => {
      throw Object.assign(new Error('x'), error);
    };
    const answer = async (error: object) =>
      acquireToken(await sharedSession(config, () => fakeClient({ acquireTokenSilent: throwing(error) }), {}), config);
    expect(await answer({ name: 'InteractionRequiredAuthError', errorCode: 'no_tokens_found' })).toEqual({ kind: 'signedOut' });
    expect(await answer({ name: 'BrowserAuthError', errorCode: 'timed_out' })).toEqual({ kind: 'none' });
    expect(
      await answer({
        name: 'ServerError',
        errorCode: 'invalid_grant',
        errorMessage: 'AADB2C90080: The provided grant has expired.',
      }),
    ).toEqual({ kind: 'none' });
  });

  it('signs out at the identity provider with the stored account, back to the page', async () => {
    const client = fakeClient();
    await logoutRedirect(await sharedSession(config, () => client, {}), config, 'https://site.test/check#dc=/overview');
    expect(client.logoutRedirect).toHaveBeenCalledWith({
      account: { homeAccountId: 'uid-b2c_1_susi.tid' },
      authority: config.signInAuthority,
      postLogoutRedirectUri: 'https://site.test/check#dc=/overview',
    });
    const none = fakeClient({ getAllAccounts: () => [] });
    await logoutRedirect(await sharedSession(config, () => none, {}), config, 'https://site.test/');
    expect(none.logoutRedirect).not.toHaveBeenCalled();
  });

  it('sends a forgotten password (AADB2C90118) to the password-reset authority', async () => {
    const client = fakeClient({
      handleRedirectPromise: async () => {
        throw Object.assign(new Error('x'), { errorMessage: 'AADB2C90118: The user has forgotten their password.' });
      },
    });
    await sharedSession(config, () => client, {});
    expect(client.loginRedirect).toHaveBeenCalledWith({ scopes: ['client-guid'], authority: config.resetAuthority });
  });

  it('starts the redirect flow on sign-in', async () => {
    const client = fakeClient();
    await loginRedirect(await sharedSession(config, () => client, {}), config);
    expect(client.loginRedirect).toHaveBeenCalledWith({ scopes: ['client-guid'], authority: config.signInAuthority });
  });
});

/** The sign-in module with its library answering `token` at load. */
const moduleAnswering = (token: () => Promise<unknown>, web: Record<string, unknown> = {}) =>
  ({ webSignIn: vi.fn(() => ({ token, ...web })) }) as unknown as SignInModule;
const WEB = { signIn: vi.fn(async () => undefined), signOut: vi.fn(async () => undefined) };
const MODULE = moduleAnswering(async () => ({ kind: 'token', token: TOKEN }), WEB);

function deps(attributes: Record<string, string>, overrides: Partial<AuthDeps> = {}) {
  let deliver: ((message: FromParent) => void) | undefined;
  const controller = new AbortController();
  const all: AuthDeps & { deliver: (token: string) => void; signOut: () => void; controller: AbortController } = {
    settings: settingsFrom(attributes),
    // An app in a parent window, named by parent-origin (the top of the page: app-bridge.test.ts).
    hasApp: 'parent-origin' in attributes,
    signal: controller.signal,
    pageUrl: 'https://site.test/page',
    loadSignIn: vi.fn(async () => MODULE),
    listenToApp: vi.fn((onMessage) => ((deliver = onMessage), () => (deliver = undefined))),
    requestAppToken: vi.fn(() => true),
    onSignedInChange: vi.fn(),
    warn: vi.fn(),
    deliver: (token) => deliver?.({ kind: 'token', token }),
    signOut: () => deliver?.({ kind: 'signOut' }),
    controller,
    ...overrides,
  };
  return all;
}

describe('the auth service', () => {
  it('is anonymous and loads no sign-in code with web-login off', async () => {
    const d = deps({});
    const auth = createAuthService(d);
    await flush();
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(d.loadSignIn).not.toHaveBeenCalled();
    auth.signIn();
    expect(d.loadSignIn).not.toHaveBeenCalled();
  });

  it('standalone with web-login: waits for login, then is signed in with the profile', async () => {
    const d = deps({ 'web-login': '', ...B2C });
    const auth = createAuthService(d);
    expect(auth.state()).toEqual({ status: 'waiting', reason: 'login' });
    await flush();
    expect(auth.state()).toMatchObject({ status: 'signedIn', profile: { hereFor: 'Myself', fullName: 'Ann Smith', sex: 1 } });
    expect(auth.token()).toBe(TOKEN);
    expect(d.onSignedInChange).toHaveBeenCalledWith(true);
  });

  it('carries on anonymous with a bad token', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const d = deps(
      { 'web-login': '', ...B2C },
      { loadSignIn: async () => moduleAnswering(async () => ({ kind: 'token', token: 'bad' })) },
    );
    const auth = createAuthService(d);
    await flush();
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(auth.token()).toBeUndefined();
    expect(error).toHaveBeenCalledWith('Invalid token specified');
  });

  it('carries on anonymous when the sign-in code cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const auth = createAuthService(deps({ 'web-login': '', ...B2C }, { loadSignIn: () => Promise.reject(new Error('offline')) }));
    await flush();
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(error).toHaveBeenCalledWith('Failed to retrieve access token');
  });

  it('embedded without parent-origin: anonymous at once (no token can come)', () => {
    const auth = createAuthService(deps({ embedded: '' }, { pageUrl: 'https://site.test/?auto_login=true' }));
    expect(auth.state()).toEqual({ status: 'anonymous' });
  });

  // Issue 17: 'Waiting for login...' never showed embedded (docs/decisions/0172-waiting-messages.md).
  it("embedded: waits for the app's token, at most 15 s and without a warning, and takes it", async () => {
    vi.useFakeTimers();
    const d = deps({ embedded: '', 'parent-origin': 'https://app.test' });
    const auth = createAuthService(d);
    expect(auth.state()).toEqual({ status: 'waiting', reason: 'parentToken' });
    await vi.advanceTimersByTimeAsync(PARENT_TOKEN_TIMEOUT_MS - 1);
    expect(auth.state()).toEqual({ status: 'waiting', reason: 'parentToken' });
    expect(d.requestAppToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(d.warn).not.toHaveBeenCalled();
    d.deliver(TOKEN);
    expect(auth.state().status).toBe('signedIn');
  });

  // Issue 17: 'Attempting AutoLogin...' was replaced in the same tick.
  it('embedded with auto_login=true: asks the app, and is attempting auto-login for the whole wait', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const d = deps({ embedded: '', 'parent-origin': 'https://app.test' }, { pageUrl: 'https://site.test/?auto_login=true' });
    const auth = createAuthService(d);
    expect(auth.state()).toEqual({ status: 'waiting', reason: 'autoLogin' });
    await vi.advanceTimersByTimeAsync(0);
    expect(d.requestAppToken).toHaveBeenCalledWith('signIn');
    await vi.advanceTimersByTimeAsync(PARENT_TOKEN_TIMEOUT_MS - 1);
    expect(auth.state()).toEqual({ status: 'waiting', reason: 'autoLogin' });
    await vi.advanceTimersByTimeAsync(1);
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(d.warn).toHaveBeenCalledWith('token-missing', expect.stringContaining('15 s'));
  });

  it('embedded with auto_login=true: signed in when the app answers', async () => {
    const d = deps({ embedded: '', 'parent-origin': 'https://app.test' }, { pageUrl: 'https://site.test/?auto_login=true' });
    const auth = createAuthService(d);
    await flush();
    d.deliver(TOKEN);
    expect(auth.state().status).toBe('signedIn');
    expect(auth.webSignIn).toBe(false);
  });

  it('refuses a token past its expiry, and stops sending one that expires', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let now = Date.UTC(2026, 0, 1);
    const token = testToken({ name: 'Ann Smith', exp: now / 1000 + 60 });
    const d = deps({ embedded: '', 'parent-origin': 'https://app.test' }, { now: () => now });
    const auth = createAuthService(d);
    d.deliver(token);
    expect(auth.state().status).toBe('signedIn');
    expect(auth.token()).toBe(token);
    now += 61_000;
    expect(auth.token()).toBeUndefined();

    const lateDeps = deps({ embedded: '', 'parent-origin': 'https://app.test' }, { now: () => now });
    const refused = createAuthService(lateDeps);
    lateDeps.deliver(token);
    expect(refused.state()).toEqual({ status: 'anonymous' });
    expect(refused.token()).toBeUndefined();
  });

  it('stops listening when the element is removed', () => {
    const d = deps({ embedded: '', 'parent-origin': 'https://app.test' });
    const auth = createAuthService(d);
    d.controller.abort();
    d.deliver(TOKEN);
    expect(auth.state().status).not.toBe('signedIn');
  });

  it('web sign-in: offers it, leaves for the identity provider, and signs out there too, back to this page', async () => {
    const d = deps({ 'web-login': '', ...B2C });
    const auth = createAuthService(d);
    expect(auth.webSignIn).toBe(true);
    await flush();
    expect(auth.state().status).toBe('signedIn');
    auth.signIn();
    expect(WEB.signIn).not.toHaveBeenCalled();
    auth.signOut();
    expect(auth.state()).toEqual({ status: 'anonymous' });
    expect(auth.token()).toBeUndefined();
    expect(d.onSignedInChange).toHaveBeenLastCalledWith(false);
    await flush();
    expect(WEB.signOut).toHaveBeenCalledWith(window.location.href);
    expect(MODULE.webSignIn).toHaveBeenCalledWith(
      expect.objectContaining({ signInClientId: 'client-guid' }),
      'https://site.test/page',
      undefined,
    );
    auth.signIn();
    expect(auth.state()).toEqual({ status: 'waiting', reason: 'redirect' });
    await flush();
    expect(WEB.signIn).toHaveBeenCalledTimes(1);
  });

  it('web sign-in: anonymous with no stored account, and signed out when the provider needs the person again', async () => {
    const none = deps({ 'web-login': '', ...B2C }, { loadSignIn: async () => moduleAnswering(async () => ({ kind: 'none' })) });
    const auth = createAuthService(none);
    expect(auth.state()).toEqual({ status: 'waiting', reason: 'login' });
    await flush();
    expect(auth.state()).toEqual({ status: 'anonymous' });
    const gone = createAuthService(
      deps({ 'web-login': '', ...B2C }, { loadSignIn: async () => moduleAnswering(async () => ({ kind: 'signedOut' })) }),
    );
    await flush();
    expect(gone.state()).toEqual({ status: 'anonymous' });
  });

  it('web sign-in in a frame: a stored sign-in is used but no sign-in is offered', async () => {
    const auth = createAuthService(deps({ 'web-login': '', ...B2C }, { inFrame: true }));
    expect(auth.webSignIn).toBe(false);
    await flush();
    expect(auth.state().status).toBe('signedIn');
  });

  it("does nothing in the sign-in library's own hidden frame (its address carries the answer)", async () => {
    const settings = settingsFrom({ 'web-login': '', ...B2C });
    const frame = webSignIn(settings, 'https://site.test/check?code=abc&state=xyz', true)!;
    expect(await frame.token()).toEqual({ kind: 'none' });
    expect(await frame.refresh(true)).toEqual({ kind: 'none' });
    expect(webSignIn(settingsFrom({ 'web-login': '' }), 'https://site.test/check?code=abc&state=xyz', true)).toBeUndefined();
  });
});
