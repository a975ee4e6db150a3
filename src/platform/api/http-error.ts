/**
 * Why a call failed for good: `aborted` (the element left the page), `csp` (the page's
 * Content-Security-Policy blocks it), `status` (an HTTP status, after retries), `network`,
 * `timeout` (no whole answer before the deadline), `malformed` (not the expected answer),
 * `unacknowledged` (a 2xx without what the call must have, a save's stored record, after retries) or
 * `budget` (a save's time ran out: it waits in the outbox).
 */
export type FailureKind = 'aborted' | 'csp' | 'status' | 'network' | 'timeout' | 'malformed' | 'unacknowledged' | 'budget';

/** A call that failed for good: after retries, aborted, blocked, or not the expected answer. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly status?: number,
  ) {
    super(message);
  }
}
