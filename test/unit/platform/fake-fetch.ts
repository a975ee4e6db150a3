import { vi } from 'vitest';
import type { ScorePayload } from '../../../src/core/audit';

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

/**
 * What an API that stored a save answers: its record in the SelfAssessmentResult shape of spec
 * section 3, with an id (as the reference API, demo/api/store.mjs, answers).
 */
export function storedRecord(payload: ScorePayload, id: number | string = 1): Record<string, unknown> {
  return {
    id,
    created: '2025-03-01T10:00:00.000Z',
    sex: payload.sex,
    riskLevel: payload.riskLevel,
    triage: payload.triage,
    total: payload.totalScore,
    bingeFrequency: payload.bingeFrequencyScore,
    frequency: payload.frequencyScore,
    unitNumber: payload.unitNumberScore,
    unableToStop: payload.unableToStopScore,
    expectation: payload.expectationScore,
    morning: payload.morningScore,
    guilt: payload.guiltScore,
    memoryLoss: payload.memoryLossScore,
    injury: payload.injuryScore,
    relativeConcerned: payload.relativeConcernedScore,
    age: payload.age,
    brand: payload.brand,
    campaign: payload.campaign,
    genderIdentity: payload.genderIdentity,
    genderMatchesBirth: payload.genderMatchesBirth,
    previousAlcoholAssessment: payload.previousAlcoholAssessment,
  };
}
