import type { WidgetSettings } from '../host/settings';
import type { SignInState } from '../services';

/** Web sign-in is asked for (web-login, standalone) and configured (the four b2c-* settings). */
export function webSignInConfigured(settings: WidgetSettings): boolean {
  const { signInClientId, b2cTenant, b2cSignInPolicy, b2cKnownAuthority } = settings;
  return settings.webLogin && !settings.embedded && Boolean(signInClientId && b2cTenant && b2cSignInPolicy && b2cKnownAuthority);
}

/** The app is asked for a token at start: the page address says auto_login=true. */
export const autoLoginAsked = (pageUrl: string): boolean => new URL(pageUrl).searchParams.get('auto_login') === 'true';

/**
 * What the sign-in state is when an element starts, before anything has answered: waiting for
 * the app's token (embedded, with an app that hears the widget: `hasApp`), for the sign-in
 * library (web sign-in), or anonymous (docs/decisions/0172-waiting-messages.md).
 */
export function startingSignInState(settings: WidgetSettings, pageUrl: string, hasApp: boolean): SignInState {
  if (settings.embedded) {
    if (!hasApp) return { status: 'anonymous' };
    return { status: 'waiting', reason: autoLoginAsked(pageUrl) ? 'autoLogin' : 'parentToken' };
  }
  return webSignInConfigured(settings) ? { status: 'waiting', reason: 'login' } : { status: 'anonymous' };
}

/** An element that can never be signed in: not embedded in an app and without web-login. */
export const canEverSignIn = (settings: WidgetSettings): boolean => settings.embedded || settings.webLogin;
