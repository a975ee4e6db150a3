import { useEffect, useMemo } from 'react';
import { createPlatformServices, type ElementContext } from '../../platform/create-services';
import type { WidgetSettings } from '../../platform/host/settings';
import type { PlatformServices } from '../../platform/services';
import { interceptLinks } from './intercept-links';

/** The settings the services are built from; a change to one rebuilds them. */
const platformKey = (s: WidgetSettings) =>
  JSON.stringify([s.apiBase, s.clientId, s.gtmId, s.embedded, s.webLogin, s.parentOrigin, s.signInClientId, s.b2cTenant, s.b2cSignInPolicy, s.b2cResetPolicy, s.b2cKnownAuthority, s.b2cScopes, s.redirectUri]);

/**
 * The element's own services, created from its settings and disposed (requests aborted, polling
 * stopped, listeners removed) when the element leaves the page.
 */
export function usePlatformServices(host: HTMLElement, root: ShadowRoot, settings: WidgetSettings, context: ElementContext): PlatformServices {
  const key = platformKey(settings);
  // Brand and campaign change without a rebuild: analytics reads them when it pushes.
  const live = useMemo(() => ({ current: settings }), []);
  live.current = settings;
  const { prefix, instanceKey, warnings } = context;
  const handle = useMemo(
    () => createPlatformServices(host, liveSettings(live), { prefix, instanceKey, warnings }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [host, prefix, instanceKey, key],
  );
  useEffect(() => () => handle.dispose(), [handle]);
  useEffect(() => interceptLinks(root, handle.services.host), [root, handle]);
  return handle.services;
}

/** A settings object whose fields always read the element's current settings. */
function liveSettings(live: { current: WidgetSettings }): WidgetSettings {
  return new Proxy({} as WidgetSettings, { get: (_target, property) => live.current[property as keyof WidgetSettings] });
}
