// Fault modes, for trying the widgets' fallbacks by hand and for the e2e tests. The switch
// (POST /__fault?mode=...) exists only when the API is started with faults enabled, and answers
// only a caller on this machine that is not a web page (no Origin header): a page on any site
// could otherwise post to it from the visitor's browser, which is on this machine too.
import { fromLoopback } from '../http-guards.mjs';

export const FAULTS = ['none', '503', '503-once', '429', '500', 'slow', 'malformed'];

export function checkFault(mode) {
  if (!FAULTS.includes(mode)) throw new Error(`Unknown fault mode "${mode}": one of ${FAULTS.join(', ')}.`);
  return mode;
}

/** The fault state of one API: the mode, and the keys whose answer 503-once has already lost. */
export function createFaults(initial = 'none', slowMs = 3000) {
  let mode = checkFault(initial);
  const failedOnce = new Set();
  return {
    mode: () => mode,
    set(next) {
      mode = checkFault(next);
      failedOnce.clear();
    },
    /** 503-once: true the first time a save with this key is answered (the answer is then lost). */
    loseAnswer: (key) => mode === '503-once' && key !== undefined && !failedOnce.has(key) && Boolean(failedOnce.add(key)),
    /** Answers in place of the route and returns true, or returns false to let it answer. */
    async answer(response, send) {
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs));
      if (mode === '503') return (send(response, 503, 'Service unavailable', { 'Retry-After': '1' }), true);
      if (mode === '429') return (send(response, 429, 'Too many requests', { 'Retry-After': '1' }), true);
      if (mode === '500') return (send(response, 500, 'Internal error'), true);
      if (mode === 'malformed') {
        response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
        return (response.end('{"this is": not json'), true);
      }
      return false;
    },
  };
}

/** POST /__fault?mode=...: 403 to a caller off this machine or from a web page. */
export function switchFault(faults, request, response, url, { send, badRequest }) {
  if (request.method !== 'POST') return send(response, 404, 'Not found');
  if (!fromLoopback(request) || request.headers.origin !== undefined) return send(response, 403, 'Forbidden');
  const mode = url.searchParams.get('mode') ?? 'none';
  if (!FAULTS.includes(mode))
    return badRequest(response, [{ memberNames: ['mode'], errorMessage: `mode is one of ${FAULTS.join(', ')}.` }]);
  faults.set(mode);
  return send(response, 200, { mode });
}
