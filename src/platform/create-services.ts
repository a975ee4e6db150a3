import { queuedAnalytics } from './analytics/queued-analytics';
import { lazyApi, OFFLINE_API } from './api/lazy-api';
import { NO_SIGN_IN } from './auth/no-sign-in';
import type { StartSignIn } from './auth/start-sign-in';
import type { EventPrefix } from './host/events';
import { findAppBridge, NATIVE_BRIDGE_NAME } from './host/app-bridge';
import { listenToApp } from './host/app-inbox';
import { MESSAGE_SOURCE } from './host/app-message';
import type { WidgetSettings } from './host/settings';
import { createWarnings, shown, type Warnings } from './host/warnings';
import type { PlatformServices } from './services';
import { sessionStorageOf } from './session-slot';
import { createTextService, ownKeys } from './text/dictionary';
import { pageDictionary } from './text/page-dictionary';

export interface PlatformHandle {
  services: PlatformServices;
  /** Aborts the element's requests (not its saves), stops polling and listening: the element left the page. */
  dispose(): void;
}

export interface ElementContext {
  prefix: EventPrefix;
  /** The instance's name on the page (`dc`, `dc2`...): the key of its outbox. */
  instanceKey: string;
  /** The element's console: one line per kind of problem. */
  warnings?: Warnings;
  /** The element's sign-in, for a widget that has one (the Drinking Check); signed out otherwise. */
  startSignIn?: StartSignIn;
}

/** The elements that have told their app `ready` (kept across a rebuild of their services). */
const readyPosted = new WeakSet<HTMLElement>();

/** The real services of one element, from its settings. */
export function createPlatformServices(
  element: HTMLElement,
  settings: WidgetSettings,
  context: ElementContext,
  win: Window = window,
): PlatformHandle {
  const { prefix, instanceKey, warnings = createWarnings(element.localName) } = context;
  const controller = new AbortController();
  const { signal } = controller;
  let analyticsClientId: string | undefined;

  // How the app hears the widget and speaks to it (docs/decisions/0260-the-page-an-app-loads.md).
  const bridge = findAppBridge(settings.parentOrigin, warnings.warn, win);
  if (settings.embedded && bridge.kind === 'none') {
    warnings.warn(
      'parent-origin',
      win.parent === win
        ? `embedded with no app bridge (ReactNativeWebView, webkit.messageHandlers.${NATIVE_BRIDGE_NAME} or ${NATIVE_BRIDGE_NAME}): the app hears nothing.`
        : 'embedded without parent-origin: no messages to or from the app (set parent-origin to its origin).',
    );
  }

  // The app hears `ready` first, in every engine: a message asked for before React's first effect
  // (a token request made as the services start) waits for it
  // (docs/decisions/0210-ready-before-any-other-message.md).
  const waitingForReady: (() => void)[] = [];
  const post = (type: string, detail?: Record<string, unknown>): boolean => {
    if (!settings.embedded || !bridge.canPost) return false;
    const send = () => bridge.post({ source: MESSAGE_SOURCE, widget: prefix, type, detail });
    if (type === 'ready') {
      readyPosted.add(element);
      const sent = send();
      waitingForReady.splice(0).forEach((later) => later());
      return sent;
    }
    if (readyPosted.has(element)) return send();
    waitingForReady.push(send);
    return true;
  };

  const host: PlatformServices['host'] = {
    notify(event, detail) {
      element.dispatchEvent(new CustomEvent(`${prefix}-${event}`, { detail, bubbles: true, composed: true }));
      post(event, detail);
    },
    openLink(url) {
      element.dispatchEvent(new CustomEvent(`${prefix}-link-open`, { detail: { url }, bubbles: true, composed: true }));
      return Boolean(post('openLink', { url }));
    },
    warn: warnings.warn,
  };

  // The calculator has no sign-in (docs/decisions/0166-calculator-has-no-sign-in.md): its entry
  // gives no startSignIn, so its script holds none of that code.
  const auth =
    context.startSignIn?.({
      settings,
      signal,
      pageUrl: win.location.href,
      inFrame: win.parent !== win,
      hasApp: bridge.hasApp,
      listenToApp: (onMessage) => listenToApp(element, bridge, onMessage),
      requestAppToken: (reason) => post('requestToken', { reason }),
      onSignedInChange: (signedIn) => host.notify('sign-in-change', { signedIn }),
      warn: warnings.warn,
    }) ?? NO_SIGN_IN;

  // The network code loads now (with api-base), not with the first screen.
  const { apiBase } = settings;
  const lazy = apiBase
    ? lazyApi(() =>
        import('./api/network').then(({ createNetwork }) =>
          createNetwork({
            apiBase,
            clientId: () => settings.clientId ?? analyticsClientId,
            token: auth.token,
            signal,
            instanceKey,
            storage: () => sessionStorageOf(win),
            onSaved: (status) => host.notify('save', { status }),
            warnings,
          }),
        ),
      )
    : undefined;
  // Not left to the first call: a re-added element whose copy the page has already asked for makes
  // none, and its outbox's saves must still go.
  lazy?.start();
  const api = lazy?.api ?? OFFLINE_API;
  // Each key once for the page, and each widget only its own (issue 28).
  const text = createTextService(
    lazy ? pageDictionary(apiBase!, api.dictionary) : undefined,
    (key) => warnings.warn('api-link', `ignored the API's text for ${shown(key)}: a link must be https or a path on this site.`),
    ownKeys(prefix),
  );
  // The analytics code, and the first read of the client id (document.cookie: a synchronous trip
  // to the browser), wait until the first screen has rendered; events meanwhile are queued
  // (docs/decisions/0205-first-screen-first.md).
  const analytics = queuedAnalytics();
  let stopPolling = () => win.clearTimeout(afterFirstScreen);
  const afterFirstScreen = win.setTimeout(() => {
    import('./analytics/after-first-screen').then(
      ({ createAnalytics, pollClientId, readAnalyticsClientId }) => {
        if (signal.aborted) return;
        analytics.ready(createAnalytics(() => settings, win));
        stopPolling = pollClientId(
          (id) => (analyticsClientId = id),
          () => readAnalyticsClientId(win),
        );
      },
      () => warnings.warn('analytics-load', 'the analytics code did not load; no events are sent.'),
    );
  }, 0);

  // Saves that a move, a removal or a reload left unacknowledged go again, with their keys, when
  // the network code has loaded (it resumes them itself) and when the browser is back online.
  const resumeSaves = () => lazy?.network()?.saves?.resume();
  win.addEventListener('online', resumeSaves);
  // A reload or a closed tab must not lose a save on its way: the browser finishes a last send.
  const handOver = () => lazy?.network()?.saves?.handOver();
  win.addEventListener('pagehide', handOver);

  const { dictionary: _dictionary, ...apps } = api;
  // The token stays in the platform: the apps get the sign-in state and its actions.
  const { token: _token, ...forApps } = auth;
  return {
    services: {
      api: apps,
      text,
      analytics: { track: analytics.track },
      auth: forApps,
      host,
    },
    dispose() {
      controller.abort();
      stopPolling();
      text.dispose();
      win.removeEventListener('online', resumeSaves);
      win.removeEventListener('pagehide', handOver);
    },
  };
}
