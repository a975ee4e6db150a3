import { type FromParent, MAX_MESSAGE_CHARS, type OutgoingMessage, readAppMessage } from './app-message';

export {
  type AppMessage,
  type FromParent,
  MAX_MESSAGE_CHARS,
  MAX_TOKEN_CHARS,
  MESSAGE_SOURCE,
  type OutgoingMessage,
  readAppMessage,
  type Refusal,
  SIGN_OUT_MESSAGE,
} from './app-message';

export type Warn = (kind: string, message: string) => void;

/** Logs an ignored message once per kind of problem, never with its content. */
export const ignored = (warn: Warn, kind: string, why: string): void =>
  warn(`message-${kind}`, `ignored a message ${why} (and any more like it).`);

/** Reads a message and hands it on, or logs why it was ignored. */
export function takeMessage(data: unknown, onMessage: (message: FromParent) => void, warn: Warn, from: string): void {
  const message = readAppMessage(data);
  if (message === 'too-long') ignored(warn, 'length', `${from} longer than ${MAX_MESSAGE_CHARS} characters, unread`);
  else if (message === 'shape') ignored(warn, 'shape', `${from} with an unexpected shape`);
  else onMessage(message);
}

/**
 * Posts to the page around the widget when it is in a frame: window.parent, with the exact target
 * origin (the first parent-origin). Without a parent origin nothing is posted: never '*'.
 */
export function postToParent(message: OutgoingMessage, parentOrigins: readonly string[], win: Window = window): boolean {
  const target = parentOrigins[0];
  if (!target || win.parent === win) return false;
  win.parent.postMessage(message, target);
  return true;
}

/**
 * Listens for the parent's messages when the widget is in a frame. One counts only when its origin
 * is in the allow-list, its source is the parent window and its shape is right; anything else is
 * ignored and logged, once per kind of problem and without its content. Returns a function that
 * stops listening.
 */
export function listenToParent(
  parentOrigins: readonly string[],
  onMessage: (message: FromParent) => void,
  warn: Warn,
  win: Window = window,
): () => void {
  const listener = (event: MessageEvent) => {
    if (!parentOrigins.includes(event.origin)) return ignored(warn, 'origin', 'from an origin not in parent-origin');
    if (event.source !== win.parent || win.parent === win)
      return ignored(warn, 'source', 'that did not come from the parent window');
    takeMessage(event.data, onMessage, warn, 'from the parent');
  };
  win.addEventListener('message', listener);
  return () => win.removeEventListener('message', listener);
}
