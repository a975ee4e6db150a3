import { authorityForAccount, type B2CConfig } from './b2c-config';

interface Account {
  homeAccountId: string;
}

/** The part of the sign-in library's client that the widget uses (a fake in unit tests). */
export interface SignInClient {
  initialize(): Promise<void>;
  handleRedirectPromise(): Promise<{ accessToken: string } | null>;
  getAllAccounts(): Account[];
  acquireTokenSilent(request: {
    account: Account;
    scopes: string[];
    authority: string;
    forceRefresh?: boolean;
  }): Promise<{ accessToken: string }>;
  loginRedirect(request: { scopes: string[]; authority: string }): Promise<void>;
  logoutRedirect(request: { account: Account; authority: string; postLogoutRedirectUri: string }): Promise<void>;
}

/**
 * What a try for a token gave: a token; `signedOut` when the identity provider says the person
 * must sign in again (interaction required, AADB2C90077); `none` otherwise (no stored account, a
 * passing failure: the caller may try again).
 */
export type TokenAnswer = { kind: 'token'; token: string } | { kind: 'signedOut' } | { kind: 'none' };

const NONE: TokenAnswer = { kind: 'none' };

interface Session {
  client: SignInClient;
  redirect: TokenAnswer;
}

const SESSION = Symbol.for('alcohol-awareness.sign-in-session');
type SessionHolder = { [SESSION]?: Promise<Session> };

const FORGOT_PASSWORD = 'AADB2C90118';
const INTERACTION_REQUIRED = 'AADB2C90077';
/** The library's codes for "the person must sign in again" (InteractionRequiredAuthError). */
const INTERACTION_CODES = [
  'interaction_required',
  'login_required',
  'consent_required',
  'no_tokens_found',
  'refresh_token_expired',
];

type LibraryError = { name?: unknown; errorCode?: unknown; errorMessage?: unknown; message?: unknown } | null;

const errorText = (error: unknown) => {
  const e = error as LibraryError;
  return `${String(e?.errorCode ?? '')} ${String(e?.errorMessage ?? '')} ${String(e?.message ?? '')}`;
};

function interactionRequired(error: unknown): boolean {
  const e = error as LibraryError;
  return (
    e?.name === 'InteractionRequiredAuthError' ||
    INTERACTION_CODES.includes(String(e?.errorCode)) ||
    errorText(error).includes(INTERACTION_REQUIRED)
  );
}

const token = (accessToken: string | undefined): TokenAnswer => (accessToken ? { kind: 'token', token: accessToken } : NONE);

/**
 * One client per page, shared by every widget instance; handleRedirectPromise runs once per
 * page load. A forgotten-password answer from the identity provider sends the person on to the
 * password-reset flow (SPEC section 9).
 */
export function sharedSession(
  config: B2CConfig,
  createClient: (config: B2CConfig) => SignInClient,
  holder: object = window,
): Promise<Session> {
  const store = holder as SessionHolder;
  store[SESSION] ??= (async () => {
    const client = createClient(config);
    await client.initialize();
    try {
      const result = await client.handleRedirectPromise();
      return { client, redirect: token(result?.accessToken) };
    } catch (error) {
      if (errorText(error).includes(FORGOT_PASSWORD) && config.resetAuthority) {
        await client.loginRedirect({ scopes: config.scopes, authority: config.resetAuthority });
        return { client, redirect: NONE };
      }
      if (interactionRequired(error)) {
        console.warn('Failed to retrieve access token');
        return { client, redirect: { kind: 'signedOut' } };
      }
      console.warn('Sign-in did not complete.');
      return { client, redirect: NONE };
    }
  })();
  return store[SESSION];
}

/** The access token: from the redirect just completed, else silently for the first stored account. */
export async function acquireToken(session: Session, config: B2CConfig): Promise<TokenAnswer> {
  return session.redirect.kind === 'none' ? silentToken(session, config) : session.redirect;
}

/**
 * A token from the library without the person: its cache while the cached token has time left
 * (the library renews one 300 s before it expires), the identity provider otherwise, or always
 * with `forceRefresh` (SPEC section 9; used for the last second of a token's life).
 */
export async function silentToken(session: Session, config: B2CConfig, forceRefresh = false): Promise<TokenAnswer> {
  const account = session.client.getAllAccounts()[0];
  if (!account) return NONE;
  try {
    const result = await session.client.acquireTokenSilent({
      account,
      scopes: config.scopes,
      authority: authorityForAccount(config, account.homeAccountId),
      ...(forceRefresh ? { forceRefresh } : {}),
    });
    return token(result.accessToken);
  } catch (error) {
    // SPEC section 9: interaction required is logged and signs the person out.
    if (interactionRequired(error)) {
      console.warn('Failed to retrieve access token');
      return { kind: 'signedOut' };
    }
    console.warn('Failed to retrieve access token', 'sign-in error');
    return NONE;
  }
}

export async function loginRedirect(session: Session, config: B2CConfig): Promise<void> {
  await session.client.loginRedirect({ scopes: config.scopes, authority: config.signInAuthority });
}

/**
 * Signs out at the identity provider too (a shared computer), and comes back to the same page and
 * screen. With no stored account there is nothing to end there.
 */
export async function logoutRedirect(session: Session, config: B2CConfig, returnTo: string): Promise<void> {
  const account = session.client.getAllAccounts()[0];
  if (!account) return;
  await session.client.logoutRedirect({
    account,
    authority: authorityForAccount(config, account.homeAccountId),
    postLogoutRedirectUri: returnTo,
  });
}
