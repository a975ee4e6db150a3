import { abortableSleep, attemptOnce, type Answer } from './attempt';
import { blockedByCsp, knownBlocked, watchCsp } from './csp-blocks';
import { HttpError, type FailureKind } from './http-error';
import { backgroundLane } from './request-lanes';
import { requestTimeScale } from './request-time-scale';
import { MAX_RETRIES, isRetryable, retryDelay } from './retry';

export { HttpError } from './http-error';

export type Service = 'tools' | 'drinks' | 'data' | 'content' | 'search' | 'users';

/**
 * `save`: goes first (no queue behind other calls, high fetch priority), has its own time
 * budget, and is not ended when the element leaves the page. `background`: everything else
 * (copy, drinks, article, usage), at most two at a time per API host, page-wide.
 */
export type Priority = 'save' | 'background';

/** Each attempt must have its whole answer, headers and body, within this time, or it is aborted. */
export const ATTEMPT_DEADLINE_MS = 8000;
/** A save's attempts and waits between them fit in this time; then it waits in the outbox. */
export const SAVE_BUDGET_MS = 25000;

export interface HttpClientOptions {
  /** The element's api-base, without a trailing slash. */
  apiBase: string;
  /** The ClientID header value, when there is one. */
  clientId: () => string | undefined;
  /** The bearer token, when signed in. Never logged. */
  token: () => string | undefined;
  /** Aborted when the element leaves the page (background calls only). */
  signal: AbortSignal;
  deadlineMs?: number;
  saveBudgetMs?: number;
  /** Multiplies the deadline, the budget and every wait between retries; the page's test factor by default. */
  timeScale?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => number;
  fetch?: typeof fetch;
  /** Whether the page's CSP blocked a call that failed as a network error. */
  cspBlocked?: (url: string) => Promise<boolean>;
  /** Holds the page-wide lanes (tests give their own). */
  lanes?: object;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number>;
  withClientId?: boolean;
  /** The same key on every retry of one call, so the server stores a save once. */
  idempotencyKey?: string;
  priority?: Priority;
  /**
   * Hands the request to the browser to finish after the page has gone (one attempt, no answer
   * read). Only for the last send of a save on pagehide: Chromium does not end a keepalive
   * request when its signal aborts, so a deadline could not free its connection.
   */
  keepalive?: boolean;
  /**
   * Whether a 2xx's parsed body is the answer the call must have (a save: its stored record).
   * Given, a 2xx without it, or whose body is not JSON, is tried again like a 503 without
   * Retry-After, with the same key, and fails as `unacknowledged` after the last retry
   * (docs/decisions/0290-stored-means-the-stored-record.md).
   */
  acknowledges?: (answer: unknown) => boolean;
}

export interface HttpClient {
  /** The parsed JSON answer (undefined for an empty body). */
  request(service: Service, path: string, options?: RequestOptions): Promise<unknown>;
}

/** One client for every call of one element (SPEC sections 7 and 8, docs/decisions/0140-request-deadlines.md). */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { apiBase, timeScale = requestTimeScale(), sleep = abortableSleep } = options;
  const deadlineMs = (options.deadlineMs ?? ATTEMPT_DEADLINE_MS) * timeScale;
  const saveBudgetMs = (options.saveBudgetMs ?? SAVE_BUDGET_MS) * timeScale;
  const { random = Math.random, now = Date.now, cspBlocked = blockedByCsp, lanes = globalThis } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  watchCsp();
  const attempt = (url: string, init: RequestInit, signal: AbortSignal | undefined, ms: number) =>
    attemptOnce(url, init, { fetch: doFetch, cspBlocked, signal, deadlineMs: ms });

  return {
    async request(
      service,
      path,
      {
        method = 'GET',
        body,
        query,
        withClientId,
        idempotencyKey,
        priority = 'background',
        keepalive = false,
        acknowledges,
      } = {},
    ) {
      const url = new URL(`${apiBase}/${service}/v1${path}`);
      for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, String(value));
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const clientId = withClientId ? options.clientId() : undefined;
      if (clientId) headers.ClientID = clientId;
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
      const save = priority === 'save';
      // A save outlives its element (a move, a removal): it ends by its answer or its budget.
      const signal = save ? undefined : options.signal;
      const lane = save ? undefined : backgroundLane(url.origin, lanes);
      const started = now();
      const budgetLeft = () => (save ? saveBudgetMs - (now() - started) : Infinity);

      for (let retry = 0; ; retry += 1) {
        if (signal?.aborted) throw new HttpError('aborted', 'aborted');
        if (knownBlocked(url.href)) throw new HttpError("blocked by the page's Content-Security-Policy", 'csp');
        const token = options.token();
        const init: RequestInit = {
          method,
          headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'omit',
          priority: save ? 'high' : 'low',
        };
        if (keepalive) return void doFetch(url.href, { ...init, keepalive }).catch(() => undefined);
        const ms = Math.min(deadlineMs, budgetLeft());
        let answer: Answer | undefined;
        let failure: HttpError | undefined;
        try {
          answer = await (lane
            ? lane.run(() => attempt(url.href, init, signal, ms), signal)
            : attempt(url.href, init, signal, ms));
        } catch (error) {
          if (!(error instanceof HttpError) || error.kind === 'aborted' || error.kind === 'csp') throw error;
          failure = error;
        }
        let unacknowledged = false;
        if (answer && answer.status >= 200 && answer.status < 300) {
          const parsed = parseAnswer(answer);
          if (!acknowledges) {
            if (parsed.ok) return parsed.value;
            throw new HttpError('malformed JSON', 'malformed', answer.status);
          }
          if (parsed.ok && acknowledges(parsed.value)) return parsed.value;
          unacknowledged = true;
        }
        const status = answer?.status;
        if (status === 400) (await import('./bad-request')).logBadRequest(answer?.text ?? '');
        const [reason, kind]: [string, FailureKind] = unacknowledged
          ? [`HTTP ${status} without the stored record`, 'unacknowledged']
          : status === undefined
            ? [failure?.message ?? 'network error', failure?.kind ?? 'network']
            : [`HTTP ${status}`, 'status'];
        if (!(unacknowledged || isRetryable(status)) || retry >= MAX_RETRIES) throw new HttpError(reason, kind, status);
        const wait = retryDelay(retry, status, answer?.retryAfter, random) * timeScale;
        if (wait >= budgetLeft()) throw new HttpError(`${reason}; no time left in the save's budget`, 'budget', status);
        await sleep(wait, signal);
      }
    },
  };
}

/** A 2xx's body: undefined when empty, else its JSON, or not ok when it is not JSON. */
function parseAnswer({ text }: Answer): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
