import { vi } from 'vitest';

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  network?: boolean;
}

/** A fetch that answers from a queue and records each request. */
export function fakeFetch(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const reply = replies.shift() ?? { status: 500 };
    if (reply.network) throw new TypeError('Failed to fetch');
    const text = typeof reply.body === 'string' ? reply.body : reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200, headers: reply.headers });
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

export const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

/** A Storage in memory (sessionStorage for the outbox). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
