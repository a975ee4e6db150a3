/** Every message the widget posts carries this source, so a parent can tell ours apart. */
export const MESSAGE_SOURCE = 'alcohol-awareness';

export interface OutgoingMessage {
  source: typeof MESSAGE_SOURCE;
  widget: string;
  type: string;
  detail?: Record<string, unknown>;
}

type BridgeWindow = Window & { ReactNativeWebView?: { postMessage(message: string): void } };

/**
 * Sends a message to the app or page around the widget: the React Native WebView bridge when
 * present, else window.parent with the exact target origin (the first parent-origin). Without a
 * parent origin nothing is posted: never '*'.
 */
export function postToParent(message: OutgoingMessage, parentOrigins: readonly string[], win: Window = window): boolean {
  const bridge = (win as BridgeWindow).ReactNativeWebView;
  if (bridge && typeof bridge.postMessage === 'function') {
    bridge.postMessage(JSON.stringify(message));
    return true;
  }
  const target = parentOrigins[0];
  if (!target || win.parent === win) return false;
  win.parent.postMessage(message, target);
  return true;
}

/**
 * What an app may post to the widget, from a `parent-origin` origin as the parent window (an
 * object or its JSON text): the person's sign-in token, or word that they signed out.
 */
export type AppMessage = { access_token: string } | { type: 'signOut' };

/** An app's message as the widget reads it. */
export type FromParent = { kind: 'token'; token: string } | { kind: 'signOut' };

/**
 * `{ access_token }` with a token of a plausible length, or `{ type: 'signOut' }`. A message that
 * says sign out never signs anyone in, whatever else it carries.
 */
function readMessage(data: unknown): FromParent | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { access_token: token, type } = data as { access_token?: unknown; type?: unknown };
  if (type === SIGN_OUT_MESSAGE) return { kind: 'signOut' };
  return typeof token === 'string' && token.length >= 10 && token.length <= 20000 ? { kind: 'token', token } : undefined;
}

/** The `type` of the app's sign-out message. */
export const SIGN_OUT_MESSAGE: Extract<AppMessage, { type: string }>['type'] = 'signOut';

/**
 * Listens for the parent's messages. One counts only when its origin is in the allow-list, its
 * source is the parent window and its shape is right; anything else is ignored and logged, once
 * per kind of problem and without its content. Returns a function that stops listening.
 */
export function listenToParent(
  parentOrigins: readonly string[],
  onMessage: (message: FromParent) => void,
  warn: (kind: string, message: string) => void,
  win: Window = window,
): () => void {
  const ignore = (kind: string, why: string) => warn(`message-${kind}`, `ignored a message ${why} (and any more like it).`);
  const listener = (event: MessageEvent) => {
    if (!parentOrigins.includes(event.origin)) return ignore('origin', 'from an origin not in parent-origin');
    if (event.source !== win.parent || win.parent === win) return ignore('source', 'that did not come from the parent window');
    let data: unknown = event.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return ignore('shape', 'from the parent with an unexpected shape');
      }
    }
    const message = readMessage(data);
    if (!message) return ignore('shape', 'from the parent with an unexpected shape');
    onMessage(message);
  };
  win.addEventListener('message', listener);
  return () => win.removeEventListener('message', listener);
}
