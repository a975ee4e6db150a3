// The tests' side of src/platform/api/request-time-scale.ts: shortens the widgets' request times
// (each attempt's deadline, a save's budget, the waits between retries and Retry-After) on a page
// by one factor, so that a test of a stalled or failing API does not wait out real seconds.
const REQUEST_TIME_SCALE = Symbol.for('alcohol-awareness.request-time-scale-for-tests');

/**
 * Elements whose network code starts after this call use `scale` (above 0, at most 1; 1 gives the
 * real times back): set it before mounting them.
 */
export function scaleRequestTimes(scale, win = window) {
  if (scale === 1) delete win[REQUEST_TIME_SCALE];
  else win[REQUEST_TIME_SCALE] = scale;
}
