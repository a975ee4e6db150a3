import type { WidgetSettings } from '../host/settings';

export interface B2CConfig {
  clientId: string;
  signInAuthority: string;
  resetAuthority: string | undefined;
  resetPolicy: string | undefined;
  knownAuthority: string;
  redirectUri: string;
  scopes: string[];
}

/** The sign-in configuration from the element's attributes; undefined when any part is missing. */
export function b2cConfig(settings: WidgetSettings, pageUrl: string): B2CConfig | undefined {
  const { signInClientId, b2cTenant, b2cSignInPolicy, b2cResetPolicy, b2cKnownAuthority } = settings;
  if (!signInClientId || !b2cTenant || !b2cSignInPolicy || !b2cKnownAuthority) return undefined;
  const authority = (policy: string) => `https://${b2cKnownAuthority}/${b2cTenant}/${policy}`;
  const page = new URL(pageUrl);
  return {
    clientId: signInClientId,
    signInAuthority: authority(b2cSignInPolicy),
    resetAuthority: b2cResetPolicy ? authority(b2cResetPolicy) : undefined,
    resetPolicy: b2cResetPolicy,
    knownAuthority: b2cKnownAuthority,
    redirectUri: settings.redirectUri ?? `${page.origin}${page.pathname}`,
    scopes: settings.b2cScopes.length > 0 ? [...settings.b2cScopes] : [signInClientId],
  };
}

/** SPEC section 4: the reset authority when the account came from the reset flow, else sign-in. */
export function authorityForAccount(config: B2CConfig, homeAccountId: string): string {
  const fromReset = config.resetPolicy && homeAccountId.toLowerCase().includes(config.resetPolicy.toLowerCase());
  return fromReset && config.resetAuthority ? config.resetAuthority : config.signInAuthority;
}
