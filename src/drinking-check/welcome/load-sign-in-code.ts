export type SignInCode = typeof import('./sign-in-code');

/** Loads the sign-in code on demand: it is never part of a widget's first load. */
export function loadSignInCode(): Promise<SignInCode> {
  return import('./sign-in-code');
}
