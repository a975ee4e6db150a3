import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Profile } from '../../../src/core/audit';
import type { RouteStore } from '../../../src/platform/host/route-store';
import { parseSettings, type WidgetSettings } from '../../../src/platform/host/settings';
import {
  offlineServices,
  type AnalyticsParams,
  type NewsletterStatus,
  type PlatformServices,
  type SignInState,
} from '../../../src/platform/services';
import { PlatformContext } from '../../../src/ui/widget/platform-context';
import { isNarrow } from '../../../src/ui/widget/use-narrow-widget';
import { WidgetContext } from '../../../src/ui/widget/widget-context';
import { recordNotify, recordTrack } from '../recording-services';

export interface RecordingPlatform extends PlatformServices {
  events: { name: string; params: AnalyticsParams | undefined }[];
  saves: unknown[];
  notifications: { event: string; detail: Record<string, unknown> }[];
  /** 'signIn', 'signOut' and 'newsletterStatus', in the order the app asked for them. */
  signInCalls: string[];
  setSignIn(state: SignInState): void;
}

/** The platform services with nothing sent anywhere: every call is recorded. */
export function recordingPlatform({
  saveSucceeds = true,
  signIn = { status: 'anonymous' } as SignInState,
  newsletter = undefined as NewsletterStatus | undefined,
  webSignIn = false,
} = {}): RecordingPlatform {
  const base = offlineServices();
  const listeners = new Set<() => void>();
  let state = signIn;
  const platform: RecordingPlatform = {
    ...base,
    events: [],
    saves: [],
    notifications: [],
    signInCalls: [],
    api: {
      ...base.api,
      saveSelfAssessment: async (payload) => {
        platform.saves.push(payload);
        return saveSucceeds;
      },
      newsletterStatus: async () => {
        platform.signInCalls.push('newsletterStatus');
        return state.status === 'signedIn' ? newsletter : undefined;
      },
    },
    analytics: { track: recordTrack((name, params) => platform.events.push({ name, params })) },
    auth: {
      state: () => state,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      webSignIn,
      signIn: () => void platform.signInCalls.push('signIn'),
      signOut: () => void platform.signInCalls.push('signOut'),
    },
    host: { ...base.host, notify: recordNotify((event, detail) => platform.notifications.push({ event, detail })) },
    setSignIn(next) {
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
  return platform;
}

export interface RenderAppOptions {
  path?: string;
  settings?: Partial<WidgetSettings>;
  platform?: RecordingPlatform;
  instanceKey?: string;
}

/** Renders an app as the element would, with a fresh store, memory routes and a recording platform. */
export function renderApp(app: ReactElement, options: RenderAppOptions = {}) {
  const memory = memoryLocation({ path: options.path ?? '/overview', record: true });
  let changes = 0;
  const navigate: RouteStore['navigate'] = (to, navigateOptions) => {
    changes += 1;
    memory.navigate(to, navigateOptions);
  };
  const hook = (): [string, RouteStore['navigate']] => [memory.hook()[0], navigate];
  const current = () => memory.history[memory.history.length - 1] ?? '/';
  const routes: RouteStore = {
    path: current,
    changes: () => changes,
    subscribe: () => () => undefined,
    navigate,
    connect: () => undefined,
    disconnect: () => undefined,
  };
  const settings: WidgetSettings = { ...parseSettings(() => null).settings, loaderDuration: 0, ...options.settings };
  const platform = options.platform ?? recordingPlatform();
  const store = createStore();
  const host = document.createElement('div');
  document.body.append(host);
  const context = {
    host,
    prefix: 'dc' as const,
    settings,
    routes,
    instanceKey: options.instanceKey ?? 'dc',
    startsNarrow: () => isNarrow(host),
  };
  const view = render(
    <WidgetContext.Provider value={context}>
      <PlatformContext.Provider value={platform}>
        <Provider store={store}>
          <Router hook={hook}>{app}</Router>
        </Provider>
      </PlatformContext.Provider>
    </WidgetContext.Provider>,
  );
  return { ...view, store, platform, path: current, history: memory.history, navigate };
}

export const ADULT: Profile = { hereFor: 'Myself', age: 30, sex: 0, genderMatchesBirth: 0, previousAlcoholAssessment: 1 };
