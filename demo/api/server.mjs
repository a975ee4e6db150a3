// The reference API used by `npm start` and the e2e tests: the calls the widgets make, with the
// shapes of spec section 3 and the limits of section 5, on its own origin with CORS for the demo
// pages only. Faults for the e2e tests: API_FAULT at start, or POST /__fault?mode=... at runtime.
// A save records the ClientID header and whether a bearer token came with it; every answer is
// kept in a short request log, so a test can see what crossed the origin.
import { createServer } from 'node:http';
import { BINGE_ARTICLES, CALORIES, DICTIONARY, GENERIC_DRINKS } from './data.mjs';
import { openStore } from './store.mjs';
import { parsePaging, validateSaveRequest, validateSearch } from './validate.mjs';

export const FAULTS = ['none', '503', '503-once', '429', '500', 'slow', 'malformed'];
const REQUEST_LOG_SIZE = 500;
const MAX_BODY_CHARS = 100_000;
/** "Bearer" and a token in the three base64url parts of a JWT (the demo does not check signatures). */
const BEARER = /^Bearer [A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** `slowMs`: how long the 'slow' fault holds each answer. */
export async function startApi({ port, allowedOrigins, databaseFile, fault = 'none', slowMs = 3000 }) {
  if (!FAULTS.includes(fault ?? 'none')) throw new Error(`Unknown fault mode "${fault}": one of ${FAULTS.join(', ')}.`);
  const store = await openStore(databaseFile);
  let faultMode = fault ?? 'none';
  const failedOnce = new Set();
  /** The latest answers: method, path, status, origin, ClientID, bearer sent, Idempotency-Key, time. */
  const requests = [];

  /** A JSON answer (an object), or a plain-text one (a string), as the spec's errors are. */
  const send = (response, status, body, headers = {}) => {
    const text = typeof body === 'string';
    response.writeHead(status, { 'Content-Type': text ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8', ...headers });
    response.end(body === undefined ? '' : text ? body : JSON.stringify(body));
  };
  const badRequest = (response, errors) => send(response, 400, { errors });

  const readJson = async (request) => {
    let text = '';
    for await (const chunk of request) {
      text += chunk;
      if (text.length > MAX_BODY_CHARS) throw new Error('body too large');
    }
    return JSON.parse(text || 'null');
  };

  /** Returns true when the fault mode answered instead of the real handler. */
  const applyFault = async (request, response) => {
    if (faultMode === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs));
    if (faultMode === '503') return send(response, 503, 'Service unavailable', { 'Retry-After': '1' }), true;
    if (faultMode === '429') return send(response, 429, 'Too many requests', { 'Retry-After': '1' }), true;
    if (faultMode === '500') return send(response, 500, 'Internal error'), true;
    if (faultMode === 'malformed') {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      return response.end('{"this is": not json'), true;
    }
    return false;
  };

  const routes = {
    'POST /tools/v1/selfassessment': async (request, response) => {
      let body;
      try {
        body = await readJson(request);
      } catch {
        return badRequest(response, [{ memberNames: ['body'], errorMessage: 'The body is not valid JSON.' }]);
      }
      const errors = validateSaveRequest(body);
      if (errors.length) return badRequest(response, errors);
      const key = request.headers['idempotency-key'];
      const { record } = store.saveAssessment(body, typeof key === 'string' ? key.slice(0, 100) : undefined, {
        clientId: clientIdOf(request),
        signedIn: Boolean(request.headers.authorization),
      });
      // 503-once: the save is stored but its answer is lost, so the client retries with the same key.
      if (faultMode === '503-once' && key && !failedOnce.has(key)) {
        failedOnce.add(key);
        return send(response, 503, 'Service unavailable', { 'Retry-After': '1' });
      }
      return send(response, 200, record);
    },
    'GET /tools/v1/selfassessment': (request, response, url) => {
      const { page, resultsPerPage, errors } = parsePaging(url.searchParams);
      if (errors.length) return badRequest(response, errors);
      const { total, assessments } = store.listAssessments(page, resultsPerPage);
      const totalPages = resultsPerPage === 0 ? 0 : Math.ceil(total / resultsPerPage);
      return send(response, 200, { page, totalResults: total, totalPages, assessments });
    },
    'POST /tools/v1/unitcaloriecalculator': (request, response) => {
      store.recordCalculatorUsage(clientIdOf(request));
      return send(response, 200);
    },
    'GET /tools/v1/unitcaloriecalculator': (request, response) => send(response, 200, { count: store.calculatorUsageCount() }),
    'POST /content/v1/dictionary': async (request, response) => {
      let body;
      try {
        body = await readJson(request);
      } catch {
        return badRequest(response, [{ memberNames: ['Keys'], errorMessage: 'The body is not valid JSON.' }]);
      }
      if (!Array.isArray(body?.Keys) || body.Keys.length > 1000 || body.Keys.some((key) => typeof key !== 'string')) {
        return badRequest(response, [{ memberNames: ['Keys'], errorMessage: 'Keys must be a list of text keys.' }]);
      }
      return send(response, 200, body.Keys.map((Key) => ({ Key, Value: DICTIONARY[Key] ?? null })));
    },
    'GET /drinks/v1/generic': (request, response) => send(response, 200, GENERIC_DRINKS),
    'GET /data/v1/calories': (request, response) => send(response, 200, CALORIES),
    // Every search finds the binge-drinking articles: the only search the widgets make.
    'GET /search/v1/': (request, response, url) => {
      const errors = validateSearch(url.searchParams);
      return errors.length ? badRequest(response, errors) : send(response, 200, BINGE_ARTICLES);
    },
    // The person's own mailing status: only with their token.
    'GET /users/v1/subscribe/status': (request, response) =>
      request.headers.authorization ? send(response, 200, { email: '', status: 'ContactNotFound' }) : send(response, 401, 'Unauthorized'),
  };

  const server = createServer(async (request, response) => {
    const origin = request.headers.origin;
    response.on('finish', () => logRequest(request, response));
    if (origin && allowedOrigins.includes(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
      response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'OPTIONS') {
      if (!origin || !allowedOrigins.includes(origin)) return send(response, 403);
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      response.setHeader('Access-Control-Allow-Headers', 'Accept, Content-Type, ClientID, Authorization, Idempotency-Key');
      response.setHeader('Access-Control-Max-Age', '600');
      return send(response, 204);
    }
    if (url.pathname === '/__fault' && request.method === 'POST') {
      const mode = url.searchParams.get('mode') ?? 'none';
      if (!FAULTS.includes(mode)) return badRequest(response, [{ memberNames: ['mode'], errorMessage: `mode is one of ${FAULTS.join(', ')}.` }]);
      faultMode = mode;
      failedOnce.clear();
      return send(response, 200, { mode });
    }
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return send(response, 404, 'Not found');
    const authorization = request.headers.authorization;
    if (authorization !== undefined && !BEARER.test(authorization)) return send(response, 401, 'Unauthorized');
    try {
      if (!url.pathname.startsWith('/__') && faultMode !== '503-once' && (await applyFault(request, response))) return;
      await handler(request, response, url);
    } catch (problem) {
      console.error('Reference API error:', problem);
      send(response, 500, 'Internal error');
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  function logRequest(request, response) {
    requests.push({
      method: request.method,
      path: new URL(request.url ?? '/', 'http://localhost').pathname,
      status: response.statusCode,
      origin: request.headers.origin ?? null,
      clientId: clientIdOf(request) ?? null,
      bearer: Boolean(request.headers.authorization),
      idempotencyKey: request.headers['idempotency-key'] ?? null,
      at: Date.now(),
    });
    if (requests.length > REQUEST_LOG_SIZE) requests.shift();
  }

  return {
    server,
    store,
    requests,
    fault: () => faultMode,
    setFault(mode) {
      if (!FAULTS.includes(mode)) throw new Error(`Unknown fault mode "${mode}".`);
      faultMode = mode;
      failedOnce.clear();
    },
  };
}

function clientIdOf(request) {
  const value = request.headers.clientid;
  return typeof value === 'string' && value ? value.slice(0, 100) : undefined;
}
