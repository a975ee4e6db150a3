/**
 * The sign-in code, loaded only when web-login is on: a separate file (dist/sign-in.js for the
 * one-file scripts, a chunk of its own for the ES modules).
 */
import { PublicClientApplication } from '@azure/msal-browser';
import type { B2CConfig } from './b2c-config';
import { acquireToken, loginRedirect, sharedSession, silentToken, type SignInClient } from './web-sign-in';

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
  }) as unknown as SignInClient;
}

export async function getToken(config: B2CConfig): Promise<string | undefined> {
  return acquireToken(await sharedSession(config, createClient), config);
}

/** A fresh token for a signed-in person, before the one they hold expires. */
export async function refreshToken(config: B2CConfig, forceRefresh: boolean): Promise<string | undefined> {
  return silentToken(await sharedSession(config, createClient), config, forceRefresh);
}

export async function signIn(config: B2CConfig): Promise<void> {
  await loginRedirect(await sharedSession(config, createClient), config);
}
