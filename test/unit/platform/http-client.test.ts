import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError, type HttpClientOptions } from '../../../src/platform/api/http-client';
import { fakeFetch, header, type Reply } from './fake-fetch';

function client(replies: Reply[], overrides: Partial<HttpClientOptions> = {}) {
  const fake = fakeFetch(...replies);
  const sleeps: number[] = [];
  const controller = new AbortController();
  const http = createHttpClient({
    apiBase: 'https://api.test',
    clientId: () => 'client-1',
    token: () => undefined,
    signal: controller.signal,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 1,
    fetch: fake.fetch,
    ...overrides,
  });
  return { http, calls: fake.calls, sleeps, controller };
}

describe('the HTTP client', () => {
  it('builds the address from api-base and the service prefix and sends JSON', async () => {
    const { http, calls } = client([{ body: { ok: 1 } }]);
    expect(await http.request('tools', '/selfassessment', { method: 'POST', body: { a: 1 }, withClientId: true })).toEqual({ ok: 1 });
    expect(calls[0]!.url).toBe('https://api.test/tools/v1/selfassessment');
    expect(header(calls[0]!.init, 'Accept')).toBe('application/json');
    expect(header(calls[0]!.init, 'Content-Type')).toBe('application/json');
    expect(header(calls[0]!.init, 'ClientID')).toBe('client-1');
    expect(header(calls[0]!.init, 'Authorization')).toBeUndefined();
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it('sends the bearer token when there is one, and ClientID only where asked', async () => {
    const { http, calls } = client([{ body: [] }], { token: () => 'tok' });
    await http.request('drinks', '/generic');
    expect(header(calls[0]!.init, 'Authorization')).toBe('Bearer tok');
    expect(header(calls[0]!.init, 'ClientID')).toBeUndefined();
  });

  it('retries 3 times on 500 with backoff and then fails', async () => {
    const { http, calls, sleeps } = client([{ status: 500 }, { status: 502 }, { status: 504 }, { status: 500 }]);
    await expect(http.request('data', '/calories')).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it('honours Retry-After on 429 and 503 and succeeds on a later attempt', async () => {
    const { http, calls, sleeps } = client([
      { status: 429, headers: { 'Retry-After': '2' } },
      { status: 503, headers: { 'Retry-After': 'Thu, 01 Jan 1970 00:00:00 GMT' } },
      { network: true },
      { body: { done: true } },
    ]);
    expect(await http.request('data', '/calories')).toEqual({ done: true });
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([2000, 0, 4000]);
  });

  it('does not retry 400, 501 or 505, and logs a BadRequest body', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const status of [501, 505]) {
      const { http, calls } = client([{ status }]);
      await expect(http.request('data', '/calories')).rejects.toThrow();
      expect(calls).toHaveLength(1);
    }
    const { http, calls } = client([{ status: 400, body: { errors: [{ memberNames: ['Age'], errorMessage: 'Age is out of range' }] } }]);
    await expect(http.request('tools', '/selfassessment', { method: 'POST', body: {} })).rejects.toThrow();
    expect(calls).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('Bad request: Age: Age is out of range');
  });

  it('keeps the same Idempotency-Key on every retry', async () => {
    const { http, calls } = client([{ status: 500 }, { status: 408 }, { body: {} }]);
    await http.request('tools', '/selfassessment', { method: 'POST', body: {}, idempotencyKey: 'key-1' });
    expect(calls.map((c) => header(c.init, 'Idempotency-Key'))).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('treats a malformed JSON body as a failure', async () => {
    const { http } = client([{ body: '{not json' }]);
    await expect(http.request('data', '/calories')).rejects.toThrow('malformed JSON');
  });

  it('stops when the element is removed (signal aborted), including during a wait', async () => {
    const controller = new AbortController();
    const { http, calls } = client([{ status: 500 }, { body: {} }], {
      signal: controller.signal,
      sleep: async () => controller.abort(),
    });
    await expect(http.request('data', '/calories')).rejects.toThrow('aborted');
    expect(calls).toHaveLength(1);
  });

  it('aborts an attempt that takes longer than the timeout and retries it', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const slowThenFast = ((_url: string, init: RequestInit) => {
      attempts += 1;
      if (attempts > 1) return Promise.resolve(new Response('{"ok":true}'));
      return new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))));
    }) as unknown as typeof fetch;
    const { http } = client([], { fetch: slowThenFast, timeoutMs: 100 });
    const result = http.request('data', '/calories');
    await vi.advanceTimersByTimeAsync(150);
    expect(await result).toEqual({ ok: true });
    vi.useRealTimers();
  });
});
