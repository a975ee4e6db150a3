import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError, type HttpClientOptions } from '../../../src/platform/api/http-client';
import { REQUEST_TIME_SCALE, requestTimeScale } from '../../../src/platform/api/request-time-scale';
import { fakeFetch, type Reply } from './fake-fetch';

const page = globalThis as { [REQUEST_TIME_SCALE]?: unknown };

function client(replies: Reply[], overrides: Partial<HttpClientOptions> = {}) {
  const fake = fakeFetch(...replies);
  const sleeps: number[] = [];
  const http = createHttpClient({
    apiBase: 'https://api.test',
    clientId: () => undefined,
    token: () => undefined,
    signal: new AbortController().signal,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0, // the lowest jitter: each wait is the spec's step
    fetch: fake.fetch,
    cspBlocked: async () => false,
    lanes: {},
    ...overrides,
  });
  return { http, calls: fake.calls, sleeps };
}

describe("the browser tests' request time factor (docs/decisions/0140-request-deadlines.md)", () => {
  afterEach(() => {
    delete page[REQUEST_TIME_SCALE];
    vi.useRealTimers();
  });

  it('is 1 unless the page holds a number above 0 and at most 1 under its symbol', () => {
    expect(requestTimeScale({})).toBe(1);
    for (const value of [0, -1, 2, Number.NaN, '0.1', null])
      expect(requestTimeScale({ [REQUEST_TIME_SCALE]: value }), String(value)).toBe(1);
    expect(requestTimeScale({ [REQUEST_TIME_SCALE]: 0.1 })).toBe(0.1);
    expect(requestTimeScale({ [REQUEST_TIME_SCALE]: 1 })).toBe(1);
    // A property of the same name without the registered symbol is not it.
    expect(requestTimeScale({ 'alcohol-awareness.request-time-scale-for-tests': 0.1 })).toBe(1);
  });

  it("keeps the decisions' waits when the page holds no factor", async () => {
    const { http, sleeps } = client([{ status: 500 }, { status: 500 }, { status: 429, headers: { 'Retry-After': '2' } }, {}]);
    await http.request('data', '/calories');
    expect(sleeps).toEqual([1000, 2000, 2000]);
  });

  it("shortens the waits between retries and Retry-After by the page's factor", async () => {
    page[REQUEST_TIME_SCALE] = 0.01;
    const { http, sleeps } = client([{ status: 500 }, { status: 500 }, { status: 429, headers: { 'Retry-After': '2' } }, {}]);
    await http.request('data', '/calories');
    expect(sleeps).toEqual([10, 20, 20]);
  });

  it("aborts a stalled attempt at the page's share of the 8 s deadline, not before", async () => {
    vi.useFakeTimers();
    page[REQUEST_TIME_SCALE] = 0.01;
    const started = Date.now();
    const abortedAfter: number[] = [];
    const stalled = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal!.addEventListener('abort', () => {
          abortedAfter.push(Date.now() - started);
          reject(new DOMException('aborted', 'AbortError'));
        }),
      )) as unknown as typeof fetch;
    // The wait before the retry never ends: one attempt is watched.
    const { http } = client([], { fetch: stalled, sleep: () => new Promise(() => undefined) });
    void http.request('data', '/calories');
    await vi.advanceTimersByTimeAsync(79);
    expect(abortedAfter).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(abortedAfter).toEqual([80]);
  });

  it("ends a save at the page's share of its 25 s budget", async () => {
    page[REQUEST_TIME_SCALE] = 0.01;
    let clock = 0;
    const { http, calls, sleeps } = client(Array(4).fill({ status: 503, headers: { 'Retry-After': '10' } }), {
      now: () => clock,
      sleep: async (ms) => void (sleeps.push(ms), (clock += ms)),
    });
    const error = await http
      .request('tools', '/selfassessment', { method: 'POST', body: {}, priority: 'save' })
      .catch((e: HttpError) => e);
    // 250 ms of budget: two waits of 100 ms fit, a third does not.
    expect((error as HttpError).kind).toBe('budget');
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([100, 100]);
  });

  it('lets a client be given its own factor, whatever the page holds', async () => {
    page[REQUEST_TIME_SCALE] = 0.01;
    const { http, sleeps } = client([{ status: 500 }, {}], { timeScale: 1 });
    await http.request('data', '/calories');
    expect(sleeps).toEqual([1000]);
  });
});
