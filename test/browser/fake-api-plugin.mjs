// A stand-in for the charity API on its own origin (127.0.0.1, a free port), for the browser
// tests of issue 14: answers that stall after their headers or before them, slow answers,
// statuses with Retry-After, broken bodies, a save stored but its answer lost. It records every
// request (and whether the browser closed it before the answer ended) and stores saves by their
// Idempotency-Key, as the real API does. Tests drive it with executeServerCommand('fake-api').
import { createServer } from 'node:http';
import { storedRecord } from './stored-record.js';

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

/** What each call answers in 'ok' mode: empty lists, so the widgets keep their built-in copy and drinks. */
const NORMAL = {
  '/content/v1/dictionary': [],
  '/data/v1/calories': { Drinks: [] },
  '/drinks/v1/generic': { categories: [] },
  '/search/v1/': { value: [] },
};

export function fakeApiPlugin() {
  let server;
  let origin;
  /** Each: { path (a prefix), method?, mode, ms?, status?, retryAfter?, times?, body? }; the first match answers. */
  let rules = [];
  let log = [];
  let saves = new Map();
  const open = new Set();

  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  function ruleFor(method, path) {
    const rule = rules.find((r) => path.startsWith(r.path) && (!r.method || r.method === method) && r.times !== 0);
    if (rule && rule.times !== undefined) rule.times -= 1;
    return rule ?? { mode: 'ok' };
  }

  const recordOf = ({ body, id, created }) => storedRecord(JSON.parse(body), id, created);

  function store(key, body) {
    const save = saves.get(key) ?? { key, received: 0, body, id: saves.size + 1, created: new Date().toISOString() };
    save.received += 1;
    saves.set(key, save);
  }

  async function handle(request, response) {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
    response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    response.setHeader('Access-Control-Max-Age', '600');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();

    const path = new URL(request.url, 'http://x').pathname;
    const key = request.headers['idempotency-key'];
    const entry = {
      method: request.method,
      path,
      key,
      bearer: request.headers.authorization ?? null,
      at: Date.now(),
      answeredAt: null,
      closedAt: null,
    };
    log.push(entry);
    open.add(response);
    response.on('finish', () => (entry.answeredAt = Date.now()));
    response.on('close', () => {
      open.delete(response);
      if (!response.writableFinished) entry.closedAt = Date.now();
    });
    let text = '';
    for await (const chunk of request) text += chunk;
    if (path === '/content/v1/dictionary') entry.keys = JSON.parse(text).Keys;
    const save = request.method === 'POST' && path === '/tools/v1/selfassessment';
    const rule = ruleFor(request.method, path);

    if (rule.mode === 'stall-headers') return undefined;
    if (rule.mode === 'stall-body') {
      response.writeHead(200, JSON_TYPE);
      return response.write('[{"Key":');
    }
    if (rule.mode === 'delay') await sleep(rule.ms ?? 3000);
    // Like a server that honours the request's cancellation: a call the browser gave up on is not carried out.
    if (entry.closedAt) return undefined;
    if (rule.mode === 'status') {
      const headers = rule.retryAfter === undefined ? {} : { 'Retry-After': String(rule.retryAfter) };
      return response.writeHead(rule.status, { 'Content-Type': 'text/plain', ...headers }).end('Fault');
    }
    // A 2xx that stores nothing ('200 {}', '202 queued'): rule.status with rule.body (issue 37).
    if (rule.mode === 'answer') return response.writeHead(rule.status ?? 200, JSON_TYPE).end(JSON.stringify(rule.body ?? {}));
    if (save) store(key, text);
    if (rule.mode === 'lost')
      return response.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '1' }).end('Answer lost');
    if (rule.mode === 'malformed') return response.writeHead(200, JSON_TYPE).end('{"this is": not json');
    if (save) return response.writeHead(200, JSON_TYPE).end(JSON.stringify(recordOf(saves.get(key))));
    const body = rule.body ?? NORMAL[path];
    if (body === undefined) return response.writeHead(request.method === 'POST' ? 200 : 404).end();
    return response.writeHead(200, JSON_TYPE).end(JSON.stringify(body));
  }

  /** An origin where nothing listens: every call is refused. */
  async function refusedOrigin() {
    const probe = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => probe.on('listening', resolve));
    const { port } = probe.address();
    await new Promise((resolve) => probe.close(resolve));
    return `http://127.0.0.1:${port}`;
  }

  const commands = {
    /** Sets the rules and forgets what came before (stalled answers are ended). */
    reset({ rules: next = [] }) {
      for (const response of open) response.destroy();
      rules = next.map((rule) => ({ ...rule }));
      log = [];
      saves = new Map();
      return { origin };
    },
    /** Changes the rules only: what was seen and stored stays. */
    rules({ rules: next = [] }) {
      rules = next.map((rule) => ({ ...rule }));
      return { origin };
    },
    /** The requests seen (not preflights) and the saves stored, one per key. */
    state: () => ({ log, saves: [...saves.values()] }),
    refusedOrigin,
  };

  return {
    name: 'fake-api',
    async serverStart() {
      server = createServer((request, response) => void handle(request, response));
      server.keepAliveTimeout = 60_000;
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${server.address().port}`;
    },
    async serverStop() {
      for (const response of open) response.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
    async executeCommand({ command, payload }) {
      if (command !== 'fake-api') return undefined;
      const { op, ...rest } = payload ?? {};
      // An answer of undefined would mean "not handled": wrap every answer.
      return { value: (await commands[op](rest)) ?? null };
    },
  };
}
