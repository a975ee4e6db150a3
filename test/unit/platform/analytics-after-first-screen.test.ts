import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlatformServices } from '../../../src/platform/create-services';
import { parseSettings } from '../../../src/platform/host/settings';

type W = Window & { dataLayer?: Record<string, unknown>[] };
const events = () => ((window as W).dataLayer ?? []).map((entry) => entry.event);

function services() {
  const element = document.body.appendChild(document.createElement('drinking-check'));
  const { settings } = parseSettings((name) => (name === 'brand' ? 'drinkaware' : null));
  return createPlatformServices(element, settings, { prefix: 'dc', instanceKey: 'dc' });
}

afterEach(() => {
  delete (window as W).dataLayer;
  document.body.replaceChildren();
});

describe('analytics once the first screen has shown', () => {
  it('holds the first screen’s events until its code arrives, then pushes them in order, and later ones at once', async () => {
    const handle = services();
    handle.services.analytics.track('page_view', { route_name: 'overview', path: '/overview' });
    handle.services.analytics.track('audit_c_loaded', { route_name: 'overview' });
    expect(events(), 'nothing pushed while the first screen renders').toEqual([]);

    await vi.waitFor(() => expect(events()).toEqual(['page_view', 'audit_c_loaded']));
    expect((window as W).dataLayer![0]).toMatchObject({ path: '/overview', brand: 'drinkaware', embedded: false });

    handle.services.analytics.track('drinking_check_start');
    expect(events().at(-1), 'pushed at once now the code is here').toBe('drinking_check_start');
    handle.dispose();
  });

  it('sends nothing for an element that left the page before the code arrived', async () => {
    const handle = services();
    handle.services.analytics.track('page_view', { route_name: 'overview', path: '/overview' });
    handle.dispose();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events()).toEqual([]);
  });
});
