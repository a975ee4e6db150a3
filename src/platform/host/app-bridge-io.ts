// How the widget posts to its app and listens to it, loaded once an app is there to talk to: no
// page without one downloads it (docs/decisions/0260-the-page-an-app-loads.md).
import type { FromParent, OutgoingMessage } from './app-message';
import { ignored, listenToParent, postToParent, takeMessage, type Warn } from './parent-messages';

/** The app's native object: React Native's bridge, iOS's script message handler or Android's object. */
export interface NativeObject {
  postMessage(text: string): void;
  addEventListener?: EventTarget['addEventListener'];
  removeEventListener?: EventTarget['removeEventListener'];
}

/** Sends to the native object as JSON text, or, in a frame, to the parent with the exact first parent-origin. */
export function postToApp(
  message: OutgoingMessage,
  sender: NativeObject | undefined,
  parentOrigins: readonly string[],
  warn: Warn,
  win: Window,
): boolean {
  if (!sender) return postToParent(message, parentOrigins, win);
  try {
    sender.postMessage(JSON.stringify(message));
    return true;
  } catch {
    warn('bridge', "the app's bridge refused a message.");
    return false;
  }
}

export { listenToParent };

/**
 * At the top of the page the app's messages are events that no window sent: React Native WebView
 * dispatches a MessageEvent with only `data` on document (Android) or window (iOS); an Android
 * web message listener's reply arrives on its own object. A message a window posted (a frame, the
 * window that opened this one) names that window as its source and is ignored; so is an event made
 * by another window's script (docs/decisions/0261-what-the-top-of-the-page-trusts.md).
 */
export function listenAtTop(win: Window, native: NativeObject | undefined, onMessage: (message: FromParent) => void, warn: Warn) {
  const fromApp = (event: Event) => takeMessage((event as MessageEvent).data, onMessage, warn, 'from the app');
  const fromPage = (event: Event) =>
    !(event instanceof (win as unknown as typeof globalThis).MessageEvent)
      ? ignored(warn, 'realm', "made by another window's script")
      : event.source !== null
        ? ignored(warn, 'source', 'that a window sent (a frame or an opener), not the app')
        : fromApp(event);
  // An event dispatched on document that bubbles reaches window too: it is read once, on document.
  const fromWindow = (event: Event) => event.target !== win.document && fromPage(event);
  win.addEventListener('message', fromWindow);
  win.document.addEventListener('message', fromPage);
  native?.addEventListener?.('message', fromApp);
  return () => {
    win.removeEventListener('message', fromWindow);
    win.document.removeEventListener('message', fromPage);
    native?.removeEventListener?.('message', fromApp);
  };
}
