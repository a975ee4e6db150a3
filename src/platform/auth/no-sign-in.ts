import type { AuthService } from './auth-service';

/** Signed out for good: the calculator, and a Drinking Check neither embedded nor with web-login. */
export const NO_SIGN_IN: AuthService = {
  state: () => ({ status: 'anonymous' }),
  subscribe: () => () => undefined,
  webSignIn: false,
  signIn: () => undefined,
  signOut: () => undefined,
  token: () => undefined,
};
