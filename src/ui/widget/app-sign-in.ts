import { deliverToElement } from '../../platform/host/app-inbox';
import { type FromParent, readAppMessage } from '../../platform/host/app-message';
import type { AppSignIn } from '../../platform/host/method-table';
import type { Warnings } from '../../platform/host/warnings';

export type { AppSignIn } from '../../platform/host/method-table';

/** The part of the element these methods read. */
interface AppSigningElement {
  readonly settings: { readonly embedded: boolean };
  readonly warnings: Pick<Warnings, 'warn'>;
}

function fromTheApp(element: AppSigningElement, method: keyof AppSignIn, data: unknown): void {
  const message = readAppMessage(data);
  const problem = !element.settings.embedded ? 'embedded' : typeof message === 'string' ? 'token' : undefined;
  if (!problem) deliverToElement(element, message as FromParent);
  else
    element.warnings.warn(
      `${method}:${problem}`,
      `ignored ${method}(): ${problem === 'token' ? 'the token must be text of 10 to 20000 characters' : 'the element is not embedded'}.`,
    );
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
