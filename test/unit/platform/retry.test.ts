import { describe, expect, it } from 'vitest';
import { isRetryable, parseRetryAfter, retryDelay } from '../../../src/platform/api/retry';

describe('retry rules', () => {
  it('retries 5xx except 501 and 505, 408, 429 and network errors', () => {
    for (const status of [500, 502, 503, 504, 599, 408, 429, undefined]) expect(isRetryable(status), String(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 501, 505]) expect(isRetryable(status), String(status)).toBe(false);
  });

  it('reads Retry-After as seconds or an HTTP date, a past date meaning now, capped at 64 s', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('600', now)).toBe(64000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:10 GMT', now)).toBe(10000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('waits what Retry-After says on 429 and 503 only', () => {
    expect(retryDelay(0, 429, '7', () => 0)).toBe(7000);
    expect(retryDelay(0, 503, '7', () => 0)).toBe(7000);
    expect(retryDelay(0, 500, '7', () => 0)).toBe(1000);
  });

  it.each([
    // retry, lowest jitter, highest jitter: never sooner than the spec's step, at most half as long again, capped at 64 s
    [0, 1000, 1500],
    [1, 2000, 3000],
    [2, 4000, 6000],
    [5, 32000, 48000],
    [6, 64000, 64000],
    [10, 64000, 64000],
  ])('waits between the step and half as long again before retry %i: %i to %i ms', (retry, low, high) => {
    expect(retryDelay(retry, 500, null, () => 0)).toBe(low);
    expect(retryDelay(retry, undefined, null, () => 0.999999)).toBe(high);
  });
});
