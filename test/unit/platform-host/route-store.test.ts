import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRouteStore } from '../../../src/platform/host/route-store';

describe('route store', () => {
  beforeEach(() => window.history.replaceState(null, '', '/page'));
  afterEach(() => window.history.replaceState(null, '', '/page'));

  it('starts at the hash route of its key and writes new routes under that key only', () => {
    window.history.replaceState(null, '', '/page#ucc=/unit-and-calorie-calculator&dc=/respondent-age');
    const store = createRouteStore('/overview');
    store.connect('hash', 'dc');
    expect(store.path()).toBe('/respondent-age');
    store.navigate('/sex-at-birth');
    expect(window.location.hash).toBe('#ucc=/unit-and-calorie-calculator&dc=/sex-at-birth');
    store.disconnect();
  });

  it('adds its starting route to the hash so Back can return to it', () => {
    const store = createRouteStore('/overview');
    store.connect('hash', 'dc');
    expect(window.location.hash).toBe('#dc=/overview');
    const lengthBefore = window.history.length;
    store.navigate('/loading', { replace: true });
    expect(window.history.length).toBe(lengthBefore);
    store.disconnect();
  });

  it('follows the hash when the browser changes it, and ignores a host anchor', () => {
    const store = createRouteStore('/overview');
    store.connect('hash', 'dc');
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.path()));
    window.history.replaceState(null, '', '/page#dc=/respondent-age');
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.history.replaceState(null, '', '/page#top');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(seen).toEqual(['/respondent-age']);
    expect(store.path()).toBe('/respondent-age');
    expect(store.changes()).toBe(1);
    store.disconnect();
  });

  it('never touches the URL in memory mode', () => {
    const store = createRouteStore('/overview');
    store.connect('memory', 'dc');
    store.navigate('/respondent-age');
    expect(store.path()).toBe('/respondent-age');
    expect(window.location.hash).toBe('');
  });

  it('stops following the URL once disconnected', () => {
    const store = createRouteStore('/overview');
    store.connect('hash', 'dc');
    store.disconnect();
    window.history.replaceState(null, '', '/page#dc=/respondent-age');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(store.path()).toBe('/overview');
  });
});

describe('route store with a neutral address for private routes', () => {
  beforeEach(() => window.history.replaceState(null, '', '/page'));
  afterEach(() => window.history.replaceState(null, '', '/page'));
  const addressOf = (path: string) => (path.startsWith('/overview/results-') ? '/overview/results' : path);

  it('keeps the route inside the widget and writes the neutral path to the address', () => {
    const store = createRouteStore('/overview', window, addressOf);
    store.connect('hash', 'dc');
    store.navigate('/overview/results-possible-dependence');
    expect(store.path()).toBe('/overview/results-possible-dependence');
    expect(window.location.hash).toBe('#dc=/overview/results');
    expect(window.location.href).not.toContain('dependence');
    store.disconnect();
  });

  it('does not take the neutral path for a new route when the browser comes back to it', () => {
    const store = createRouteStore('/overview', window, addressOf);
    store.connect('hash', 'dc');
    store.navigate('/overview/results-high-risk');
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.path()));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(seen).toEqual([]);
    expect(store.path()).toBe('/overview/results-high-risk');
    store.disconnect();
  });

  it('opens the neutral path on a reload', () => {
    window.history.replaceState(null, '', '/page#dc=/overview/results');
    const store = createRouteStore('/overview', window, addressOf);
    store.connect('hash', 'dc');
    expect(store.path()).toBe('/overview/results');
    store.disconnect();
  });
});
