import type { FromParent, OutgoingMessage } from './app-message';
import type { NativeObject } from './app-bridge-io';
import type { Warn } from './parent-messages';

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
  const hasApp = top ? Boolean(native) : parent;
  const canPost = Boolean(sender) || parent;
  // The code that talks comes when there is an app to talk to; what is posted meanwhile goes, in order, once it has.
  let io: Promise<typeof import('./app-bridge-io')> | undefined;
  const loadIo = () => (io ??= import('./app-bridge-io'));
  if (hasApp || canPost) void loadIo().catch(() => (io = undefined));
  let posted: Promise<unknown> = Promise.resolve();
  return {
    kind: top ? (native?.kind ?? 'none') : parent ? 'frame' : 'none',
    hasApp,
    canPost,
    post(message) {
      if (!canPost) return false;
      posted = posted
        .then(loadIo)
        .then(({ postToApp }) => postToApp(message, sender, parentOrigins, warn, win))
        .catch(() => warn('bridge-code', 'the code that talks to the app did not load: a message to it was lost.'));
      return true;
    },
    listen(onMessage) {
      if (!top && !parent) return () => undefined;
      let stop: (() => void) | undefined;
      let stopped = false;
      void loadIo().then(({ listenAtTop, listenToParent }) => {
        if (stopped) return;
        stop = top ? listenAtTop(win, native?.object, onMessage, warn) : listenToParent(parentOrigins, onMessage, warn, win);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
