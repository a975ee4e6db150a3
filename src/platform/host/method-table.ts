/**
 * The methods an element has besides its settings, for the docs and custom-elements.json (never
 * bundled: the code imports only the type). Keyed by AppSignIn, so a method added there without a
 * row here fails the type check.
 */

/** What an app calls on a `<drinking-check>` it shows (dist-readme.md, "In a mobile app"). */
export interface AppSignIn {
  /** Signs the person in with the app's token, as the app's `{ access_token }` message does. */
  appSignIn(accessToken: string): void;
  /** Signs the person out, as the app's `{ type: 'signOut' }` message does. */
  appSignOut(): void;
}

export interface MethodDoc {
  parameters: readonly { name: string; type: string }[];
  description: string;
}

/** The Drinking Check's only: the calculator has no sign-in. */
export const APP_METHOD_DOCS: { [K in keyof AppSignIn]: MethodDoc } = {
  appSignIn: {
    parameters: [{ name: 'accessToken', type: 'string' }],
    description:
      "embedded: signs the person in with the app's token, as the app's `{ access_token }` message does; kept until the widget's sign-in has started",
  },
  appSignOut: {
    parameters: [],
    description: "embedded: signs the person out, as the app's `{ type: 'signOut' }` message does",
  },
};
