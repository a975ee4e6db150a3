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
    expect(retryDelay(0, 500, '7', () => 0)).toBe(500);
  });

  it('backs off exponentially from 1 s with jitter, capped at 64 s', () => {
    expect(retryDelay(0, 500, null, () => 1)).toBe(1000);
    expect(retryDelay(1, 500, null, () => 1)).toBe(2000);
    expect(retryDelay(2, undefined, null, () => 0)).toBe(2000);
    expect(retryDelay(10, 500, null, () => 1)).toBe(64000);
  });
});
