
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

/** The one message a parent may send: `{ access_token }` with a token of a plausible length. */
function tokenOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const token = (data as { access_token?: unknown }).access_token;
  return typeof token === 'string' && token.length >= 10 && token.length <= 20000 ? token : undefined;
}

/**
 * Listens for the access token from the parent. A message counts only when its origin is in the
 * allow-list, its source is the parent window and its shape is right; anything else is ignored
 * and logged without its content. Returns a function that stops listening.
 */
export function listenForParentToken(
  parentOrigins: readonly string[],
  onToken: (token: string) => void,
  win: Window = window,
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (!parentOrigins.includes(event.origin)) return console.warn('Ignored a message from an origin not in parent-origin.');
    if (event.source !== win.parent || win.parent === win) return console.warn('Ignored a message that did not come from the parent window.');
    let data: unknown = event.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return console.warn('Ignored a message from the parent with an unexpected shape.');
      }
    }
    const token = tokenOf(data);
    if (!token) return console.warn('Ignored a message from the parent with an unexpected shape.');
    onToken(token);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
