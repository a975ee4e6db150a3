/**
 * Default copy of the sign-in bar (web sign-in: docs/decisions/0170-where-a-person-signs-in.md),
 * loaded with it only when web-login is on.
 */
export const SIGN_IN_COPY = {
  'dc.signIn.offer': 'Have an account? Sign in to fill in what we know about you.',
  'dc.signIn.emailOffer': 'Have an account? Sign in to fill in your name and email.',
  'dc.signIn.button': 'Sign in',
  'dc.signIn.signedInAs': 'You are signed in as {name}.',
  'dc.signIn.signedIn': 'You are signed in.',
  'dc.signIn.signOut': 'Sign out',
  // Shown only by the bar, after its Sign in.
  'dc.welcome.waitingRedirect': 'Taking you to sign in...',
};

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    SIGN_IN_COPY: typeof SIGN_IN_COPY;
  }
}
