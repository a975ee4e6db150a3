import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouteStore } from '../../../src/platform/host/route-store';

// WebKit throws a SecurityError from pushState/replaceState after 100 calls in 10 s; the host
// page's calls count too (docs/decisions/0209-history-writes-within-the-browsers-limit.md).
function webKitLikeHistory(allowed: number) {
  let calls = 0;
  const refuse = (original: History['pushState']) =>
    function (this: History, ...args: Parameters<History['pushState']>) {
      calls += 1;
      if (calls > allowed)
        throw new DOMException('Attempt to use history.pushState() more than 100 times per 10 seconds', 'SecurityError');
      return original.apply(this, args);
    };
  vi.spyOn(window.history, 'pushState').mockImplementation(refuse(History.prototype.pushState));
  vi.spyOn(window.history, 'replaceState').mockImplementation(refuse(History.prototype.replaceState));
  return { reset: () => (calls = 0) };
}

describe('route store within the browser history limit', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/page');
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/page');
  });

  it('keeps moving when the browser refuses history calls, and writes the latest route later', () => {
    const limit = webKitLikeHistory(5);
    const store = createRouteStore('/overview');
    store.connect('hash', 'dc');
    for (let step = 1; step <= 150; step += 1) expect(() => store.navigate(`/step-${step}`)).not.toThrow();
    expect(store.path()).toBe('/step-150');
    limit.reset();
    vi.advanceTimersByTime(10_000);
    expect(window.location.hash).toBe('#dc=/step-150');
    store.disconnect();
  });

  it('stays under the allowance of its own accord: a burst of 150 steps makes at most 80 calls in 10 s', () => {
    const calls = vi.spyOn(window.history, 'pushState');
    const replaces = vi.spyOn(window.history, 'replaceState');
    const store = createRouteStore('/overview');
    store.connect('hash', 'dc');
    for (let step = 1; step <= 150; step += 1) store.navigate(`/step-${step}`);
    expect(calls.mock.calls.length + replaces.mock.calls.length).toBeLessThanOrEqual(80);
    expect(window.location.hash).not.toBe('#dc=/step-150');
    vi.advanceTimersByTime(10_000);
    expect(window.location.hash).toBe('#dc=/step-150');
    store.disconnect();
  });

  it('drops a held write when the element goes', () => {
    webKitLikeHistory(0);
    const store = createRouteStore('/overview');
    store.connect('hash', 'dc');
    store.navigate('/respondent-age');
    store.disconnect();
    vi.restoreAllMocks();
    vi.advanceTimersByTime(20_000);
    expect(window.location.hash).toBe('');
  });
});
