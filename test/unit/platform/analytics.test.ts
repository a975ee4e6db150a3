import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollClientId, readAnalyticsClientId } from '../../../src/platform/analytics/client-id';
import { createAnalytics, dataLayer, loadTagManager } from '../../../src/platform/analytics/data-layer';
import { sanitizeParams, toEventName } from '../../../src/platform/analytics/sanitize';

type W = Window & { dataLayer?: unknown[] };
const context = { brand: 'alcohol-awareness', embedded: false, gtmId: undefined };

afterEach(() => {
  delete (window as W).dataLayer;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('analytics', () => {
  it('creates dataLayer when absent and never replaces it', () => {
    const analytics = createAnalytics(() => context);
    analytics.track('drinking_check_start');
    const layer = (window as W).dataLayer!;
    expect(layer).toEqual([{ event: 'drinking_check_start', brand: 'alcohol-awareness', embedded: false }]);
    analytics.track('tab_change', { tab: 'results' });
    expect((window as W).dataLayer).toBe(layer);
    expect(dataLayer()).toBe(layer);
  });

  it('keeps an existing dataLayer and its entries', () => {
    const existing = [{ event: 'host' }];
    (window as W).dataLayer = existing;
    createAnalytics(() => ({ ...context, embedded: true })).track('page_view', { route_name: 'overview', path: '/overview' });
    expect((window as W).dataLayer).toBe(existing);
    expect(existing[1]).toEqual({
      event: 'page_view',
      route_name: 'overview',
      path: '/overview',
      brand: 'alcohol-awareness',
      embedded: true,
    });
  });

  it('makes event names valid for GA4', () => {
    expect(toEventName('risk_level')).toBe('risk_level');
    expect(toEventName('Audit-C Loaded')).toBe('Audit_C_Loaded');
    expect(toEventName('1st answer')).toBe('st_answer');
    expect(toEventName('!!!')).toBeUndefined();
  });

  it('never pushes a name, an email, a postcode, a token or free text', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig';
    expect(
      sanitizeParams({
        name: 'Ann',
        fullName: 'Ann Smith',
        emailAddress: 'a@b.co',
        postcode: 'SW1A 1AA',
        token: jwt,
        feedbackText: 'I drink a lot',
        value: 'ann@example.org',
        where: 'SW1A 1AA',
        raw: jwt,
        comment: 'x',
        long: 'This is a sentence that somebody typed into a box, with punctuation!',
        score: 12,
        useful: true,
        level: 'possibleDependence',
        path: '/overview/results',
      }),
    ).toEqual({ score: 12, useful: true, level: 'possibleDependence', path: '/overview/results' });
  });

  it('loads the tag manager once, and not when the page has it', () => {
    loadTagManager('GTM-ABC123');
    loadTagManager('GTM-ABC123');
    expect(document.head.querySelectorAll('script[src*="GTM-ABC123"]')).toHaveLength(1);
    expect((window as W).dataLayer![0]).toMatchObject({ event: 'gtm.js' });
  });

  it('polls the analytics client id every 500 ms until it is there, and stops when asked', () => {
    vi.useFakeTimers();
    let id: string | undefined;
    const read = vi.fn(() => id);
    const found = vi.fn();
    pollClientId(found, read);
    vi.advanceTimersByTime(1000);
    expect(read).toHaveBeenCalledTimes(3);
    id = '123.456';
    vi.advanceTimersByTime(500);
    expect(found).toHaveBeenCalledWith('123.456');
    vi.advanceTimersByTime(5000);
    expect(read).toHaveBeenCalledTimes(4);

    const never = vi.fn(() => undefined);
    const stop = pollClientId(found, never);
    vi.advanceTimersByTime(500);
    stop();
    vi.advanceTimersByTime(5000);
    expect(never).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('reads the client id from the _ga cookie', () => {
    document.cookie = '_ga=GA1.1.111.222';
    expect(readAnalyticsClientId()).toBe('111.222');
    document.cookie = '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});
