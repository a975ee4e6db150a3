/** Retry rules of SPEC sections 8 and 9: 3 retries, backoff from 1 s, capped at 64 s. */
export const MAX_RETRIES = 3;
export const INITIAL_DELAY_MS = 1000;
export const MAX_DELAY_MS = 64000;

/** 5xx except 501 and 505, and 408 are retried; network errors too (status undefined). */
export function isRetryable(status: number | undefined): boolean {
  if (status === undefined) return true;
  if (status === 408 || status === 429) return true;
  return status >= 500 && status <= 599 && status !== 501 && status !== 505;
}

/**
 * Seconds or an HTTP date, in ms from `now`. A date in the past means now. undefined when the
 * header is absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, MAX_DELAY_MS);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.min(Math.max(date - now, 0), MAX_DELAY_MS);
}

/**
 * How long to wait before retry number `attempt` (0 for the first retry). 429 and 503 honour
 * Retry-After; otherwise exponential backoff from the spec's initial 1 s, with jitter that only
 * ever adds (up to half the step), so that the first retry never comes sooner than 1 s
 * (docs/decisions/0190).
 */
export function retryDelay(
  attempt: number,
  status: number | undefined,
  retryAfter: string | null | undefined,
  random: () => number = Math.random,
  now: number = Date.now(),
): number {
  if (status === 429 || status === 503) {
    const wait = parseRetryAfter(retryAfter, now);
    if (wait !== undefined) return wait;
  }
  const step = Math.min(INITIAL_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
  return Math.min(Math.round(step + (random() * step) / 2), MAX_DELAY_MS);
}
