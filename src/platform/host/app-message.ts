// The messages between the widget and its app, and how one from the app is read: small enough to
// come before the first paint, for the element's appSignIn() (docs/decisions/0262).

/** Every message the widget posts carries this source, so an app can tell ours apart. */
export const MESSAGE_SOURCE = 'alcohol-awareness';

export interface OutgoingMessage {
  source: typeof MESSAGE_SOURCE;
  widget: string;
  type: string;
  detail?: Record<string, unknown>;
}

/**
 * What an app may send the widget (an object or its JSON text): the person's sign-in token, or
 * word that they signed out.
 */
export type AppMessage = { access_token: string } | { type: 'signOut' };

/** An app's message as the widget reads it. */
export type FromParent = { kind: 'token'; token: string } | { kind: 'signOut' };

/** The `type` of the app's sign-out message. */
export const SIGN_OUT_MESSAGE: Extract<AppMessage, { type: string }>['type'] = 'signOut';

/** The longest token taken; an identity provider's access token is a few thousand characters. */
export const MAX_TOKEN_CHARS = 20000;

/**
 * The longest message text read: a token with its wrapping. Longer text is refused before it is
 * parsed, so that no message costs the page more than a moment
 * (docs/decisions/0262-app-messages-are-small-and-read-in-a-moment.md).
 */
export const MAX_MESSAGE_CHARS = MAX_TOKEN_CHARS + 1000;

/** Why a message was not taken: too long to read, or not one of the two the widget knows. */
export type Refusal = 'too-long' | 'shape';

/**
 * `{ access_token }` with a token of 10 to 20,000 characters, or `{ type: 'signOut' }`, as an
 * object or its JSON text. A message that says sign out never signs anyone in, whatever else it
 * carries.
 */
export function readAppMessage(data: unknown): FromParent | Refusal {
  if (typeof data === 'string') {
    if (data.length > MAX_MESSAGE_CHARS) return 'too-long';
    try {
      data = JSON.parse(data);
    } catch {
      return 'shape';
    }
  }
  if (typeof data !== 'object' || data === null) return 'shape';
  const { access_token: token, type } = data as { access_token?: unknown; type?: unknown };
  if (type === SIGN_OUT_MESSAGE) return { kind: 'signOut' };
  if (typeof token !== 'string' || token.length < 10) return 'shape';
  return token.length > MAX_TOKEN_CHARS ? 'too-long' : { kind: 'token', token };
}
