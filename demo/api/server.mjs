// The reference API used by `npm start` and the e2e tests (routes.mjs), on its own origin with
// CORS for the demo pages only, hardened as a public endpoint would be: every parse guarded,
// header and body deadlines, writes only as JSON and never from a foreign page, the paged list
// only with the admin key, faults only when enabled (faults.mjs), idle connections closed and
// their number capped, in all and per client address (connections.mjs). Saves record the ClientID
// and whether a bearer token came; every answer is kept in a short request log for the tests.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { BodyError, hasBody, readText, requestUrl, saysJson, serverOptions, TIMEOUTS } from '../http-guards.mjs';
import { CONNECTION_LIMITS, limitConnections } from './connections.mjs';
import { createFaults, switchFault } from './faults.mjs';
import { createRoutes } from './routes.mjs';
import { openStore } from './store.mjs';
import { readClientId } from './validate.mjs';

export { FAULTS } from './faults.mjs';
const REQUEST_LOG_SIZE = 500;
const MAX_BODY_BYTES = 100_000;
/** "Bearer" and a token in the three base64url parts of a JWT (the demo does not check signatures). */
const BEARER = /^Bearer [A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
export const ADMIN_KEY_HEADER = 'x-admin-key';
const MIN_ADMIN_KEY_LENGTH = 16;

/** A JSON answer (an object), or a plain-text one (a string), as the spec's errors are. */
const send = (response, status, body, headers = {}) => {
  const text = typeof body === 'string';
  response.writeHead(status, {
    'Content-Type': text ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    ...headers,
  });
  response.end(body === undefined ? '' : text ? body : JSON.stringify(body));
};
/** The BadRequest shape of spec section 3, for 400, 413, 415 and 422. */
const badRequest = (response, errors, status = 400) => send(response, status, { errors });
const problem = (member, errorMessage) => [{ memberNames: [member], errorMessage }];

/**
 * `databaseUrl` (a PostgreSQL server) or `dataDir` (PGlite); `adminKey`: opens the paged list
 * (without one it is closed); `faults`: enables the fault switch, `fault` the mode at start;
 * `slowMs`: how long the 'slow' fault holds each answer; `timeouts`: { headersMs, requestMs,
 * idleMs, keepAliveMs }, each defaulting to TIMEOUTS and CONNECTION_LIMITS; `maxConnections` and
 * `maxPerAddress`: the caps on open connections, in all and from one client address
 * (CONNECTION_LIMITS).
 */
export async function startApi({
  port,
  allowedOrigins,
  databaseUrl,
  dataDir,
  adminKey,
  faults: faultsOn = false,
  fault = 'none',
  slowMs = 3000,
  timeouts = {},
  maxConnections = CONNECTION_LIMITS.maxConnections,
  maxPerAddress = CONNECTION_LIMITS.maxPerAddress,
}) {
  if (adminKey !== undefined && adminKey.length < MIN_ADMIN_KEY_LENGTH)
    throw new Error(`The admin key must be at least ${MIN_ADMIN_KEY_LENGTH} characters.`);
  for (const [name, cap] of Object.entries({ maxConnections, maxPerAddress }))
    if (!Number.isInteger(cap) || cap < 1) throw new Error(`${name} must be a whole number of 1 or more, not ${cap}.`);
  const faults = createFaults(fault ?? 'none', slowMs);
  if (!faultsOn && faults.mode() !== 'none') throw new Error('A fault mode needs faults enabled.');
  const store = await openStore({ databaseUrl, dataDir });
  const routes = createRoutes({ store, faults, send, badRequest });
  const isAdmin = adminChecker(adminKey);
  /** The latest answers: method, path, status, origin, ClientID, bearer sent, Idempotency-Key, time. */
  const requests = [];

  async function answer(request, response) {
    const url = requestUrl(request);
    response.on('finish', () => logRequest(request, response, url));
    if (!url) return badRequest(response, problem('url', 'The request URL does not parse.'));
    const origin = request.headers.origin;
    const allowed = origin !== undefined && allowedOrigins.includes(origin);
    if (allowed) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
      response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    }
    if (request.method === 'OPTIONS') {
      if (!allowed) return send(response, 403);
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      response.setHeader('Access-Control-Allow-Headers', 'Accept, Content-Type, ClientID, Authorization, Idempotency-Key');
      response.setHeader('Access-Control-Max-Age', '600');
      return send(response, 204);
    }
    if (faultsOn && url.pathname === '/__fault') return switchFault(faults, request, response, url, { send, badRequest });
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return send(response, 404, 'Not found');
    const authorization = request.headers.authorization;
    if (authorization !== undefined && !BEARER.test(authorization)) return send(response, 401, 'Unauthorized');
    if (route.admin && !isAdmin(request))
      return send(
        response,
        adminKey ? 401 : 403,
        adminKey ? 'Unauthorized' : 'The list is closed: start the API with API_ADMIN_KEY.',
      );
    // A page elsewhere can post a simple request without asking (no preflight): its Origin tells.
    if (request.method === 'POST' && origin !== undefined && !allowed) return send(response, 403, 'Forbidden');
    const { clientId, errors } = readClientId(request.headers);
    if (errors.length) return badRequest(response, errors);
    const wantsJson =
      route.body === 'json' || (route.body === 'optional' && (hasBody(request) || request.headers['content-type'] !== undefined));
    if (wantsJson && !saysJson(request))
      return badRequest(response, problem('Content-Type', 'Send the body as application/json.'), 415);
    // The body is read before any fault holds or answers, as a slow server reads it and then
    // stores the save, even when the client has left meanwhile (docs/decisions/0291).
    let body;
    if (wantsJson) {
      try {
        body = JSON.parse((await readText(request, MAX_BODY_BYTES)) || 'null');
      } catch (failure) {
        if (failure instanceof BodyError) return badRequest(response, problem('body', failure.message), failure.status);
        return badRequest(response, problem('body', 'The body is not valid JSON.'));
      }
    }
    if (await faults.answer(response, send)) return;
    await route.run({ request, response, url, body, clientId });
  }

  const limits = { ...TIMEOUTS, ...CONNECTION_LIMITS, ...timeouts, maxConnections, maxPerAddress };
  const server = createServer(serverOptions(limits), (request, response) => {
    answer(request, response).catch((failure) => {
      // The stack only: a database error object carries the query's parameters (a person's answers).
      console.error('Reference API error:', failure?.stack ?? String(failure));
      if (!response.headersSent) send(response, 500, 'Internal error', { Connection: 'close' });
      else response.destroy();
    });
  });
  const connections = limitConnections(server, limits);
  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  } catch (failure) {
    await store.close();
    throw failure;
  }

  function logRequest(request, response, url) {
    requests.push({
      method: request.method,
      path: url?.pathname ?? String(request.url),
      status: response.statusCode,
      origin: request.headers.origin ?? null,
      clientId: readClientId(request.headers).clientId ?? null,
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
    /** Open connections now (in all and `from(address)`), the peak, and how many the caps closed (connections.mjs). */
    connections,
    fault: () => faults.mode(),
    setFault(mode) {
      if (!faultsOn) throw new Error('Faults are not enabled on this API.');
      faults.set(mode);
    },
    /** Stops listening, ends open connections, closes the database. */
    async close() {
      await new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await store.close();
    },
  };
}

/** Compares the X-Admin-Key header with the key in constant time; always false without a key. */
function adminChecker(adminKey) {
  if (!adminKey) return () => false;
  const digest = (text) => createHash('sha256').update(text).digest();
  const expected = digest(adminKey);
  return (request) => {
    const given = request.headers[ADMIN_KEY_HEADER];
    return typeof given === 'string' && timingSafeEqual(digest(given), expected);
  };
}
