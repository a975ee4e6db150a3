import { authorityForAccount, type B2CConfig } from './b2c-config';

/** The part of the sign-in library's client that the widget uses (a fake in tests). */
export interface SignInClient {
  initialize(): Promise<void>;
  handleRedirectPromise(): Promise<{ accessToken: string } | null>;
  getAllAccounts(): { homeAccountId: string }[];
  acquireTokenSilent(request: { account: { homeAccountId: string }; scopes: string[]; authority: string; forceRefresh?: boolean }): Promise<{ accessToken: string }>;
  loginRedirect(request: { scopes: string[]; authority: string }): Promise<void>;
}

interface Session {
  client: SignInClient;
  redirectToken: string | undefined;
}

const SESSION = Symbol.for('alcohol-awareness.sign-in-session');
type SessionHolder = { [SESSION]?: Promise<Session> };

const FORGOT_PASSWORD = 'AADB2C90118';
const INTERACTION_REQUIRED = 'AADB2C90077';

const errorText = (error: unknown) => {
  const e = error as { errorCode?: unknown; errorMessage?: unknown; message?: unknown } | null;
  return `${String(e?.errorCode ?? '')} ${String(e?.errorMessage ?? '')} ${String(e?.message ?? '')}`;
};

/**
 * One client per page, shared by every widget instance; handleRedirectPromise runs once per
 * page load. A forgotten-password answer from the identity provider sends the person on to the
 * password-reset flow.
 */
export function sharedSession(config: B2CConfig, createClient: (config: B2CConfig) => SignInClient, holder: object = window): Promise<Session> {
  const store = holder as SessionHolder;
  store[SESSION] ??= (async () => {
    const client = createClient(config);
    await client.initialize();
    try {
      const result = await client.handleRedirectPromise();
      return { client, redirectToken: result?.accessToken || undefined };
    } catch (error) {
      if (errorText(error).includes(FORGOT_PASSWORD) && config.resetAuthority) {
        await client.loginRedirect({ scopes: config.scopes, authority: config.resetAuthority });
      } else {
        console.warn('Sign-in did not complete.');
      }
      return { client, redirectToken: undefined };
    }
  })();
  return store[SESSION];
}

/** The access token: from the redirect just completed, else silently for the first stored account. */
export async function acquireToken(session: Session, config: B2CConfig): Promise<string | undefined> {
  return session.redirectToken ?? silentToken(session, config);
}

/**
 * A token from the library without the person: its cache while the cached token has time left
 * (the library renews one 300 s before it expires), the identity provider otherwise, or always
 * with `forceRefresh` (SPEC section 9; used for the last second of a token's life).
 */
export async function silentToken(session: Session, config: B2CConfig, forceRefresh = false): Promise<string | undefined> {
  const account = session.client.getAllAccounts()[0];
  if (!account) return undefined;
  try {
    const result = await session.client.acquireTokenSilent({
      account,
      scopes: config.scopes,
      authority: authorityForAccount(config, account.homeAccountId),
      ...(forceRefresh ? { forceRefresh } : {}),
    });
    return result.accessToken || undefined;
  } catch (error) {
    const text = errorText(error);
    if (text.includes(INTERACTION_REQUIRED) || text.includes('interaction_required')) console.warn('Failed to retrieve access token');
    else console.warn('Failed to retrieve access token', 'sign-in error');
    return undefined;
  }
}

export async function loginRedirect(session: Session, config: B2CConfig): Promise<void> {
  await session.client.loginRedirect({ scopes: config.scopes, authority: config.signInAuthority });
}
