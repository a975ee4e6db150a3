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
    random: () => 0, // the lowest jitter: each wait is the spec's step
    fetch: fake.fetch,
    cspBlocked: async () => false,
    lanes: {},
    ...overrides,
  });
  return { http, calls: fake.calls, sleeps, controller };
}

describe('the HTTP client', () => {
  it('builds the address from api-base and the service prefix and sends JSON', async () => {
    const { http, calls } = client([{ body: { ok: 1 } }]);
    expect(await http.request('tools', '/selfassessment', { method: 'POST', body: { a: 1 }, withClientId: true })).toEqual({
      ok: 1,
    });
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
    const { http, calls } = client([
      { status: 400, body: { errors: [{ memberNames: ['Age'], errorMessage: 'Age is out of range' }] } },
    ]);
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
      return new Promise((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
      );
    }) as unknown as typeof fetch;
    const { http } = client([], { fetch: slowThenFast, deadlineMs: 100 });
    const result = http.request('data', '/calories');
    await vi.advanceTimersByTimeAsync(150);
    expect(await result).toEqual({ ok: true });
    vi.useRealTimers();
  });

  // Issue 14, finding 1: the deadline covers the body as well as the headers.
  it('aborts an attempt whose headers came but whose body stalls, at the deadline, and retries it', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const stalledBody = ((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('[{"Key":'));
          init.signal!.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    }) as unknown as typeof fetch;
    const { http, sleeps } = client([], { fetch: stalledBody, deadlineMs: 100 });
    const result = http
      .request('content', '/dictionary', { method: 'POST', body: { Keys: [] } })
      .catch((error: HttpError) => error);
    await vi.advanceTimersByTimeAsync(450);
    const error = await result;
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).kind).toBe('timeout');
    expect(signals).toHaveLength(4);
    expect(
      signals.every((signal) => signal.aborted),
      'no connection held past its deadline',
    ).toBe(true);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    vi.useRealTimers();
  });

  it('gives a save its own budget: no wait that would pass it', async () => {
    let clock = 0;
    const { http, calls } = client(
      [
        { status: 503, headers: { 'Retry-After': '10' } },
        { status: 503, headers: { 'Retry-After': '10' } },
        { status: 503, headers: { 'Retry-After': '10' } },
      ],
      {
        now: () => clock,
        sleep: async (ms) => void (clock += ms),
        saveBudgetMs: 25000,
      },
    );
    const error = await http
      .request('tools', '/selfassessment', { method: 'POST', body: {}, priority: 'save' })
      .catch((e: HttpError) => e);
    expect((error as HttpError).kind).toBe('budget');
    expect(calls).toHaveLength(3);
  });

  it("gives a save's answer, sent at high priority; a 2xx whose body is not JSON is no answer", async () => {
    const { http, calls } = client([
      { status: 200, body: '{"total":3}' },
      { status: 200, body: '<html>Sign in to the Wi-Fi</html>' },
    ]);
    expect(await http.request('tools', '/selfassessment', { method: 'POST', body: {}, priority: 'save' })).toEqual({ total: 3 });
    await expect(http.request('tools', '/selfassessment', { method: 'POST', body: {}, priority: 'save' })).rejects.toThrow(
      'malformed JSON',
    );
    expect(calls[0]!.init).toMatchObject({ priority: 'high' });
    expect(calls[0]!.init.keepalive).toBeUndefined();
  });

  it('hands a last send to the browser with keepalive: one attempt, nothing awaited', async () => {
    const { http, calls } = client([{ status: 503 }]);
    expect(
      await http.request('tools', '/selfassessment', { method: 'POST', body: {}, priority: 'save', keepalive: true }),
    ).toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init).toMatchObject({ keepalive: true, priority: 'high' });
  });

  it('lets a save outlive its element; other calls end with it', async () => {
    const controller = new AbortController();
    controller.abort();
    const { http, calls } = client([{ status: 200 }, { status: 200 }], { signal: controller.signal });
    await expect(http.request('data', '/calories')).rejects.toThrow('aborted');
    await http.request('tools', '/selfassessment', { method: 'POST', body: {}, priority: 'save' });
    expect(calls.map((c) => c.url)).toEqual(['https://api.test/tools/v1/selfassessment']);
  });

  it('keeps background calls to two at a time per API host, page-wide, while a save goes at once', async () => {
    const lanes = {};
    const started: string[] = [];
    const pending: (() => void)[] = [];
    const held = ((url: string) => {
      started.push(new URL(url).pathname);
      return new Promise<Response>((resolve) => pending.push(() => resolve(new Response('{}'))));
    }) as unknown as typeof fetch;
    const first = client([], { fetch: held, lanes }).http;
    const second = client([], { fetch: held, lanes }).http;
    const background = [
      first.request('data', '/calories'),
      second.request('drinks', '/generic'),
      first.request('content', '/dictionary'),
    ];
    const save = first.request('tools', '/selfassessment', { method: 'POST', body: {}, priority: 'save' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['/data/v1/calories', '/drinks/v1/generic', '/tools/v1/selfassessment']);
    pending.splice(0).forEach((release) => release());
    await save;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started.at(-1)).toBe('/content/v1/dictionary');
    pending.splice(0).forEach((release) => release());
    await Promise.all(background);
  });

  // Issue 14, finding 6: a call the page's CSP blocks cannot succeed by trying again.
  it("does not retry a call the page's CSP blocked", async () => {
    const { http, calls } = client([{ network: true }, { body: {} }], { cspBlocked: async () => true });
    const error = await http.request('data', '/calories').catch((e: HttpError) => e);
    expect((error as HttpError).kind).toBe('csp');
    expect(calls).toHaveLength(1);
  });
});
