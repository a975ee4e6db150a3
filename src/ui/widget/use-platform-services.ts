import { useEffect, useMemo } from 'react';
import { createPlatformServices, type ElementContext } from '../../platform/create-services';
import type { WidgetSettings } from '../../platform/host/settings';
import type { PlatformServices } from '../../platform/services';
import { interceptLinks } from './intercept-links';
import type { WidgetElement } from './widget-element';

/** The settings the services are built from; a change to one rebuilds them. */
const BUILT_FROM = [
  'apiBase',
  'clientId',
  'gtmId',
  'embedded',
  'webLogin',
  'parentOrigin',
  'signInClientId',
  'b2cTenant',
  'b2cSignInPolicy',
  'b2cResetPolicy',
  'b2cKnownAuthority',
  'b2cScopes',
  'redirectUri',
] as const satisfies readonly (keyof WidgetSettings)[];

const platformKey = (settings: WidgetSettings) => JSON.stringify(BUILT_FROM.map((name) => settings[name] ?? null));

/**
 * The services' view of the settings: those they were built from as the key holds them, and the
 * rest (brand, campaign, which change without a rebuild) read from the element when used.
 */
function servicesSettings(element: WidgetElement, key: string): WidgetSettings {
  const values = JSON.parse(key) as unknown[];
  return new Proxy({} as WidgetSettings, {
    get: (_target, property: keyof WidgetSettings) => {
      const index = (BUILT_FROM as readonly PropertyKey[]).indexOf(property);
      return index < 0 ? element.settings[property] : (values[index] ?? undefined);
    },
  });
}

/**
 * The element's own services, created from its settings and disposed (requests aborted, polling
 * stopped, listeners removed) when the element leaves the page.
 */
export function usePlatformServices(
  host: WidgetElement,
  root: ShadowRoot,
  settings: WidgetSettings,
  context: ElementContext,
): PlatformServices {
  const key = platformKey(settings);
  const { prefix, instanceKey, warnings, startSignIn } = context;
  const handle = useMemo(
    () => createPlatformServices(host, servicesSettings(host, key), { prefix, instanceKey, warnings, startSignIn }),
    [host, key, prefix, instanceKey, warnings, startSignIn],
  );
  useEffect(() => () => handle.dispose(), [handle]);
  useEffect(() => interceptLinks(root, handle.services.host), [root, handle]);
  return handle.services;
}
