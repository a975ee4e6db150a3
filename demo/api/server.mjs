// The reference API used by `npm start` and the e2e tests: the calls the widgets make, with the
// shapes of spec section 3 and the limits of section 5, on its own origin with CORS for the demo
// pages only. Faults for the e2e tests: API_FAULT at start, or POST /__fault?mode=... at runtime.
import { createServer } from 'node:http';
import { BINGE_ARTICLES, CALORIES, DICTIONARY, GENERIC_DRINKS } from './data.mjs';
import { openStore } from './store.mjs';
import { parsePaging, validateSaveRequest } from './validate.mjs';

const FAULTS = ['none', '503', '503-once', '429', '500', 'slow', 'malformed'];

export async function startApi({ port, allowedOrigins, databaseFile, fault = 'none' }) {
  const store = await openStore(databaseFile);
  let faultMode = FAULTS.includes(fault) ? fault : 'none';
  const failedOnce = new Set();

  const send = (response, status, body, headers = {}) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
    response.end(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));
  };
  const badRequest = (response, errors) => send(response, 400, { errors });

  const readJson = async (request) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return JSON.parse(text || 'null');
  };

  /** Returns true when the fault mode answered instead of the real handler. */
  const applyFault = async (request, response) => {
    if (faultMode === 'slow') await new Promise((resolve) => setTimeout(resolve, 3000));
    if (faultMode === '503') return send(response, 503, 'Service unavailable', { 'Retry-After': '1' }), true;
    if (faultMode === '429') return send(response, 429, 'Too many requests', { 'Retry-After': '1' }), true;
    if (faultMode === '500') return send(response, 500, 'Internal error'), true;
    if (faultMode === 'malformed') return send(response, 200, '{"this is": not json'), true;
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
      const { record } = store.saveAssessment(body, typeof key === 'string' ? key.slice(0, 100) : undefined);
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
      store.recordCalculatorUsage(request.headers.clientid);
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
    'GET /search/v1/': (request, response, url) => {
      const query = url.searchParams.get('query') ?? '';
      if (query.length > 100) return badRequest(response, [{ memberNames: ['query'], errorMessage: 'query is at most 100 characters.' }]);
      return send(response, 200, BINGE_ARTICLES);
    },
    'GET /users/v1/subscribe/status': (request, response) => send(response, 200, { email: '', status: 'ContactNotFound' }),
  };

  const server = createServer(async (request, response) => {
    const origin = request.headers.origin;
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
  return { server, store, setFault: (mode) => (faultMode = mode) };
}
