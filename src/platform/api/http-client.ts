import { MAX_RETRIES, isRetryable, retryDelay } from './retry';

export type Service = 'tools' | 'drinks' | 'data' | 'content' | 'search' | 'users';

export interface HttpClientOptions {
  /** The element's api-base, without a trailing slash. */
  apiBase: string;
  /** The ClientID header value, when there is one. */
  clientId: () => string | undefined;
  /** The bearer token, when signed in. Never logged. */
  token: () => string | undefined;
  /** Aborted when the element leaves the page. */
  signal: AbortSignal;
  timeoutMs?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number>;
  withClientId?: boolean;
  /** The same key on every retry of one call, so the server stores a save once. */
  idempotencyKey?: string;
}

/** A call that failed for good: after retries, aborted, or not the expected answer. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export const DEFAULT_TIMEOUT_MS = 15000;

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new HttpError('aborted'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new HttpError('aborted'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export interface HttpClient {
  request(service: Service, path: string, options?: RequestOptions): Promise<unknown>;
}

/** One client for every call of one element (SPEC sections 7 and 8). */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { apiBase, signal, timeoutMs = DEFAULT_TIMEOUT_MS, sleep = abortableSleep, random = Math.random } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function attempt(url: string, init: RequestInit): Promise<Response> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    signal.addEventListener('abort', abort, { once: true });
    const timer = setTimeout(abort, timeoutMs);
    try {
      return await doFetch(url, { ...init, signal: controller.signal });
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    }
  }

  return {
    async request(service, path, { method = 'GET', body, query, withClientId, idempotencyKey } = {}) {
      const url = new URL(`${apiBase}/${service}/v1${path}`);
      for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, String(value));
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const clientId = withClientId ? options.clientId() : undefined;
      if (clientId) headers.ClientID = clientId;
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

      for (let retry = 0; ; retry += 1) {
        if (signal.aborted) throw new HttpError('aborted');
        const token = options.token();
        const init: RequestInit = {
          method,
          headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'omit',
        };
        let status: number | undefined;
        let retryAfter: string | null = null;
        try {
          const response = await attempt(url.href, init);
          if (response.ok) {
            const text = await response.text();
            return text ? (JSON.parse(text) as unknown) : undefined;
          }
          status = response.status;
          retryAfter = response.headers.get('Retry-After');
          if (status === 400) (await import('./bad-request')).logBadRequest(await response.text().catch(() => ''));
        } catch (error) {
          if (signal.aborted) throw new HttpError('aborted');
          if (error instanceof SyntaxError) throw new HttpError('malformed JSON');
        }
        if (!isRetryable(status) || retry >= MAX_RETRIES) throw new HttpError(`HTTP ${status ?? 'network error'}`, status);
        await sleep(retryDelay(retry, status, retryAfter, random), signal);
      }
    },
  };
}
