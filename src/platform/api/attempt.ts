import { HttpError } from './http-error';

/** An answer, read whole: its status, its Retry-After and its body. */
export interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

export interface AttemptOptions {
  fetch: typeof fetch;
  /** Whether the page's CSP blocked a call that failed as a network error. */
  cspBlocked: (url: string) => Promise<boolean>;
  /** The element's signal (background calls); none for a save. */
  signal: AbortSignal | undefined;
  deadlineMs: number;
}

/**
 * One attempt: the deadline covers the headers and the whole body; passing it aborts the request,
 * which frees its connection (docs/decisions/0140-request-deadlines.md).
 */
export async function attemptOnce(
  url: string,
  init: RequestInit,
  { fetch: doFetch, cspBlocked, signal, deadlineMs }: AttemptOptions,
): Promise<Answer> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, deadlineMs);
  try {
    const response = await doFetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return { status: response.status, retryAfter: response.headers.get('Retry-After'), text };
  } catch (error) {
    if (signal?.aborted) throw new HttpError('aborted', 'aborted');
    if (controller.signal.aborted) throw new HttpError('timeout', 'timeout');
    if (await cspBlocked(url)) throw new HttpError("blocked by the page's Content-Security-Policy", 'csp');
    throw new HttpError(error instanceof Error ? error.message : 'network error', 'network');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new HttpError('aborted', 'aborted'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new HttpError('aborted', 'aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
