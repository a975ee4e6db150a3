/**
 * The browser tests shorten the request times (each attempt's deadline, docs/decisions/0140-request-deadlines.md;
 * a save's budget, 0141-saves-go-first.md; the waits between retries and Retry-After,
 * 0190-retry-delays-and-dictionary-parts.md) by one factor, so that a test of a stalled save waits
 * a fraction of them, in the same proportions. The factor sits on the page under a registered
 * symbol, not in an attribute or a named property: a host page cannot set it by accident, and it is
 * no part of the widgets' API. Only a number above 0 and at most 1 counts: it can shorten the
 * times, never lengthen them.
 */
export const REQUEST_TIME_SCALE = Symbol.for('alcohol-awareness.request-time-scale-for-tests');

type ScaleHolder = { [REQUEST_TIME_SCALE]?: unknown };

/** The factor the page holds, or 1 (the decisions' own times). */
export function requestTimeScale(holder: object = globalThis): number {
  const value = (holder as ScaleHolder)[REQUEST_TIME_SCALE];
  return typeof value === 'number' && value > 0 && value <= 1 ? value : 1;
}
