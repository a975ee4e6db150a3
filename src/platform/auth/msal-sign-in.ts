/**
 * The sign-in code, loaded only when web-login is on: in the Drinking Check's sign-in chunk
 * (src/drinking-check/welcome/sign-in-code.ts), never in a first load.
 */
import { PublicClientApplication } from '@azure/msal-browser';
import type { WidgetSettings } from '../host/settings';
import { b2cConfig, type B2CConfig } from './b2c-config';
import {
  acquireToken,
  loginRedirect,
  logoutRedirect,
  sharedSession,
  silentToken,
  type SignInClient,
  type TokenAnswer,
} from './web-sign-in';

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

export interface WebSignIn {
  /** At load: the token from a redirect just completed, else silently for a stored account. */
  token(): Promise<TokenAnswer>;
  /** A fresh token for a signed-in person, before the one they hold expires. */
  refresh(forceRefresh: boolean): Promise<TokenAnswer>;
  signIn(): Promise<void>;
  /** Ends the sign-in at the identity provider and comes back to `returnTo`. */
  signOut(returnTo: string): Promise<void>;
}

/** What web sign-in does where nothing may happen: no token, no redirect. */
const IDLE: WebSignIn = {
  token: async () => ({ kind: 'none' }),
  refresh: async () => ({ kind: 'none' }),
  signIn: async () => undefined,
  signOut: async () => undefined,
};

/** A frame the library opened to renew a token silently: its address carries the answer. */
function isLibraryFrame(pageUrl: string, inFrame: boolean): boolean {
  const query = new URL(pageUrl).searchParams;
  return inFrame && query.has('state') && (query.has('code') || query.has('error'));
}

/**
 * Web sign-in for an element's settings; undefined when a sign-in attribute is missing. In the
 * library's own hidden frame, a page with the widget does nothing: the parent reads the answer.
 */
export function webSignIn(settings: WidgetSettings, pageUrl: string, inFrame = false): WebSignIn | undefined {
  const config = b2cConfig(settings, pageUrl);
  if (!config || isLibraryFrame(pageUrl, inFrame)) return config && IDLE;
  const session = () => sharedSession(config, createClient);
  return {
    token: async () => acquireToken(await session(), config),
    refresh: async (forceRefresh) => silentToken(await session(), config, forceRefresh),
    signIn: async () => loginRedirect(await session(), config),
    signOut: async (returnTo) => logoutRedirect(await session(), config, returnTo),
  };
}
