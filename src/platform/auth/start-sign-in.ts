import { canEverSignIn } from './auth-start';
import type { AuthDeps, AuthService } from './auth-service';
import { lazyAuthService } from './lazy-auth';
import { NO_SIGN_IN } from './no-sign-in';

/** What an element's sign-in is built from, apart from the sign-in library itself. */
export type SignInDeps = Omit<AuthDeps, 'loadSignIn'>;

/** Starts an element's sign-in; only the Drinking Check has one, so only its script holds this code. */
export type StartSignIn = (deps: SignInDeps) => AuthService;

/**
 * An element's sign-in, with the library loaded by `loadSignIn`: none for an element that can
 * never sign in; otherwise a service whose code loads beside the first screen
 * (docs/decisions/0200-first-load-goals.md).
 */
export const signInStarter =
  (loadSignIn: AuthDeps['loadSignIn']): StartSignIn =>
  (deps) =>
    canEverSignIn(deps.settings) ? lazyAuthService({ ...deps, loadSignIn }, () => import('./auth-service')) : NO_SIGN_IN;
