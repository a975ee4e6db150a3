/**
 * The sign-in code, loaded only when web-login is on: a separate file (dist/sign-in.js for the
 * one-file scripts, a chunk of its own for the ES modules).
 */
import { PublicClientApplication } from '@azure/msal-browser';
import type { B2CConfig } from './b2c-config';
import { acquireToken, loginRedirect, logoutRedirect, sharedSession, silentToken, type SignInClient, type TokenAnswer } from './web-sign-in';

function createClient(config: B2CConfig): SignInClient {
  return new PublicClientApplication({
    auth: {
      clientId: config.clientId,
      authority: config.signInAuthority,
      knownAuthorities: [config.knownAuthority],
      redirectUri: config.redirectUri,
      // The answer comes back in the query, not the hash: the hash holds the widgets' routes.
      OIDCOptions: { responseMode: 'query' },
    },
    // Tokens stay in memory and the library's cache in sessionStorage, never localStorage.
    cache: { cacheLocation: 'sessionStorage' },
    // Silent renewal in a hidden frame reads the answer from the frame's address: the page the
    // frame returns to is the host's, which does not run the library's redirect bridge
    // (docs/decisions/0171-web-sign-in-library-settings.md).
    system: { enableLegacyPolling: true },
  }) as unknown as SignInClient;
}

export async function getToken(config: B2CConfig): Promise<TokenAnswer> {
  return acquireToken(await sharedSession(config, createClient), config);
}

/** A fresh token for a signed-in person, before the one they hold expires. */
export async function refreshToken(config: B2CConfig, forceRefresh: boolean): Promise<TokenAnswer> {
  return silentToken(await sharedSession(config, createClient), config, forceRefresh);
}

export async function signIn(config: B2CConfig): Promise<void> {
  await loginRedirect(await sharedSession(config, createClient), config);
}

/** Ends the sign-in at the identity provider and comes back to `returnTo`. */
export async function signOut(config: B2CConfig, returnTo: string): Promise<void> {
  await logoutRedirect(await sharedSession(config, createClient), config, returnTo);
}
