import { pollClientId, readAnalyticsClientId } from './analytics/client-id';
import { createAnalytics } from './analytics/data-layer';
import { createApi } from './api/endpoints';
import { createHttpClient } from './api/http-client';
import { createAuthService, type AuthService } from './auth/auth-service';
import { loadSignInModule } from './auth/load-sign-in';
import type { EventPrefix } from './host/events';
import { listenForParentToken, MESSAGE_SOURCE, postToParent } from './host/parent-messages';
import type { WidgetSettings } from './host/settings';
import type { PlatformServices } from './services';
import { createTextService } from './text/dictionary';

/** Set by each one-file build to its widget ('ucc' or 'dc'); undefined in the ES build. */
declare const __ONE_FILE_APP__: string | undefined;

/** The calculator has no sign-in (docs/decisions/0166): it always runs signed out. */
const SIGNED_OUT: AuthService = {
  state: () => ({ status: 'anonymous' }),
  subscribe: () => () => undefined,
  signIn: () => undefined,
  token: () => undefined,
};

export interface PlatformHandle {
  services: PlatformServices;
  /** Aborts the element's requests, stops polling and listening: the element left the page. */
  dispose(): void;
}

/** The real services of one element, from its settings. */
export function createPlatformServices(element: HTMLElement, settings: WidgetSettings, prefix: EventPrefix, win: Window = window): PlatformHandle {
  const controller = new AbortController();
  const { signal } = controller;
  let analyticsClientId: string | undefined;

  const post = (type: string, detail?: Record<string, unknown>) =>
    settings.embedded && postToParent({ source: MESSAGE_SOURCE, widget: prefix, type, detail }, settings.parentOrigin, win);

  const host: PlatformServices['host'] = {
    notify(event, detail) {
      element.dispatchEvent(new CustomEvent(`${prefix}-${event}`, { detail, bubbles: true, composed: true }));
      post(event, detail);
    },
    openLink(url) {
      element.dispatchEvent(new CustomEvent(`${prefix}-link-open`, { detail: { url }, bubbles: true, composed: true }));
      return Boolean(post('openLink', { url }));
    },
  };

  // The constant first: the one-file calculator leaves the sign-in code out altogether.
  const calculator = (typeof __ONE_FILE_APP__ === 'string' && __ONE_FILE_APP__ === 'ucc') || prefix === 'ucc';
  const auth = calculator
    ? SIGNED_OUT
    : createAuthService({
        settings,
        signal,
        pageUrl: win.location.href,
        loadSignIn: loadSignInModule,
        listenForParentToken: (onToken) => listenForParentToken(settings.parentOrigin, onToken, win),
        requestParentToken: () => post('requestToken'),
        onSignedInChange: (signedIn) => host.notify('sign-in-change', { signedIn }),
      });

  const client = settings.apiBase
    ? createHttpClient({
        apiBase: settings.apiBase,
        clientId: () => settings.clientId ?? analyticsClientId,
        token: auth.token,
        signal,
      })
    : undefined;
  const api = createApi(client, () => Boolean(auth.token()));
  const text = createTextService(client ? api.dictionary : undefined);
  const analytics = createAnalytics(() => settings, win);
  // The first read (document.cookie: a synchronous trip to the browser) waits until the first
  // screen has rendered; nothing needs the id before (see scripts/bench).
  let stopPolling = () => win.clearTimeout(startPolling);
  const startPolling = win.setTimeout(() => {
    stopPolling = pollClientId((id) => (analyticsClientId = id), () => readAnalyticsClientId(win));
  }, 0);

  const { dictionary: _dictionary, ...apps } = api;
  return {
    services: {
      api: apps,
      text,
      analytics,
      auth: { state: auth.state, subscribe: auth.subscribe, signIn: auth.signIn },
      host,
    },
    dispose() {
      controller.abort();
      stopPolling();
      text.dispose();
    },
  };
}
