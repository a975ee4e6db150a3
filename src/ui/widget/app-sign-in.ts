import { deliverToElement } from '../../platform/host/app-inbox';
import { readAppMessage } from '../../platform/host/parent-messages';
import type { Warnings } from '../../platform/host/warnings';

/** What an app calls on a `<drinking-check>` it shows (dist-readme.md, "In a mobile app"). */
export interface AppSignIn {
  /** Signs the person in with the app's token, as the app's `{ access_token }` message does. */
  appSignIn(accessToken: string): void;
  /** Signs the person out, as the app's `{ type: 'signOut' }` message does. */
  appSignOut(): void;
}

/** The part of the element these methods read. */
interface AppSigningElement {
  readonly settings: { readonly embedded: boolean };
  readonly warnings: Pick<Warnings, 'warn'>;
}

function fromTheApp(element: AppSigningElement, method: keyof AppSignIn, data: unknown): void {
  if (!element.settings.embedded) {
    element.warnings.warn(`${method}:embedded`, `ignored ${method}(): it is for an app, and this element is not embedded.`);
    return;
  }
  const message = readAppMessage(data);
  if (typeof message === 'string')
    element.warnings.warn(`${method}:token`, `ignored ${method}(): the token must be text of 10 to 20000 characters.`);
  else deliverToElement(element, message);
}

/**
 * The one line an app's script needs: `document.querySelector('drinking-check').appSignIn(token)`.
 * What it says goes where the app's messages go, and is kept until the element's sign-in has
 * started (docs/decisions/0260-the-page-an-app-loads.md).
 */
export function defineAppSignIn(prototype: object): void {
  const methods: { [K in keyof AppSignIn]: (this: AppSigningElement, ...args: Parameters<AppSignIn[K]>) => void } = {
    appSignIn(accessToken) {
      fromTheApp(this, 'appSignIn', { access_token: accessToken });
    },
    appSignOut() {
      fromTheApp(this, 'appSignOut', { type: 'signOut' });
    },
  };
  for (const [name, value] of Object.entries(methods))
    Object.defineProperty(prototype, name, { value, configurable: true, writable: true });
}
