import {
  type FromParent,
  ignored,
  listenToParent,
  type OutgoingMessage,
  postToParent,
  takeMessage,
  type Warn,
} from './parent-messages';

/**
 * The name of the app's side on iOS (`window.webkit.messageHandlers.alcoholAwareness`, a script
 * message handler) and on Android (`window.alcoholAwareness`, a JavaScript interface or a web
 * message listener's object).
 */
export const NATIVE_BRIDGE_NAME = 'alcoholAwareness';

/** How the widget talks to its app (docs/decisions/0260-the-page-an-app-loads.md). */
export type AppBridgeKind = 'reactNative' | 'webkit' | 'android' | 'frame' | 'none';

export interface AppBridge {
  readonly kind: AppBridgeKind;
  /** Whether an app answers the widget: a native bridge, or a parent window named by parent-origin. */
  readonly hasApp: boolean;
  /** Whether a message posted goes anywhere. */
  readonly canPost: boolean;
  /** Sends a message to the app; false when there is no one to send it to. */
  post(message: OutgoingMessage): boolean;
  /** Listens for the app's token and sign-out; returns a function that stops listening. */
  listen(onMessage: (message: FromParent) => void): () => void;
}

interface NativeObject {
  postMessage(text: string): void;
  addEventListener?: EventTarget['addEventListener'];
  removeEventListener?: EventTarget['removeEventListener'];
}

type BridgeWindow = Window & {
  ReactNativeWebView?: unknown;
  webkit?: { messageHandlers?: Record<string, unknown> };
  [NATIVE_BRIDGE_NAME]?: unknown;
};

/**
 * An object the app put on the page, with postMessage. Never a window: a frame named
 * `alcoholAwareness` or `ReactNativeWebView` would otherwise stand in for the app.
 */
function nativeObject(candidate: unknown): NativeObject | undefined {
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  if ((candidate as Window).window === candidate) return undefined;
  return typeof (candidate as NativeObject).postMessage === 'function' ? (candidate as NativeObject) : undefined;
}

/** The native side of the page, React Native's first: it is also a WKWebView or an Android WebView. */
function findNative(win: BridgeWindow): { kind: AppBridgeKind; object: NativeObject } | undefined {
  const candidates: [AppBridgeKind, unknown][] = [
    ['reactNative', win.ReactNativeWebView],
    ['webkit', win.webkit?.messageHandlers?.[NATIVE_BRIDGE_NAME]],
    ['android', win[NATIVE_BRIDGE_NAME]],
  ];
  for (const [kind, candidate] of candidates) {
    const object = nativeObject(candidate);
    if (object) return { kind, object };
  }
  return undefined;
}

/**
 * At the top of the page the app's messages are events that no window sent: React Native WebView
 * dispatches a MessageEvent with only `data` on document (Android) or window (iOS); an Android
 * web message listener's reply arrives on its own object. A message a window posted (a frame, the
 * window that opened this one) names that window as its source and is ignored; so is an event made
 * by another window's script (docs/decisions/0261-what-the-top-of-the-page-trusts.md).
 */
function listenAtTop(win: Window, native: NativeObject | undefined, onMessage: (message: FromParent) => void, warn: Warn) {
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

/**
 * How this page's app hears the widget and speaks to it. At the top of the page (a WebView that
 * loads it): React Native's `ReactNativeWebView`, iOS's script message handler or Android's object,
 * each given the message as JSON text; the app speaks by an event or by the element's appSignIn()
 * (src/ui/widget/app-sign-in.ts). In a frame: the parent window, by postMessage with the exact
 * first parent-origin; React Native's own messages reach only the top, so there only its bridge
 * is posted to, as before.
 */
export function findAppBridge(parentOrigins: readonly string[], warn: Warn, win: Window = window): AppBridge {
  const top = win.parent === win;
  const native = findNative(win as BridgeWindow);
  const sender = native && (top || native.kind === 'reactNative') ? native.object : undefined;
  const parent = !top && parentOrigins.length > 0;
  return {
    kind: top ? (native?.kind ?? 'none') : parent ? 'frame' : 'none',
    hasApp: top ? Boolean(native) : parent,
    canPost: Boolean(sender) || parent,
    post(message) {
      if (!sender) return postToParent(message, parentOrigins, win);
      try {
        sender.postMessage(JSON.stringify(message));
        return true;
      } catch {
        warn('bridge', "the app's bridge refused a message.");
        return false;
      }
    },
    listen: (onMessage) =>
      top
        ? listenAtTop(win, native?.object, onMessage, warn)
        : parent
          ? listenToParent(parentOrigins, onMessage, warn, win)
          : () => undefined,
  };
}
