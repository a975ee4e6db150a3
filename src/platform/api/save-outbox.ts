import { RISK_LEVEL_NAMES, type ScorePayload } from '../../core/audit';
import { newIdempotencyKey } from './idempotency-key';

/** A save not yet acknowledged: its fields and the key that makes the API store it once. */
export interface OutboxEntry {
  key: string;
  payload: ScorePayload;
}

/** More than a person could produce in one tab; the oldest goes first. */
const MAX_ENTRIES = 10;
const KEY = /^[0-9a-f-]{36}$/;

export const outboxStorageKey = (instanceKey: string): string => `aa:${instanceKey}:outbox`;

type FieldKind = 'score' | 'text' | 'flag' | 'riskLevel';
const FIELDS: Record<keyof ScorePayload, FieldKind> = {
  triage: 'score',
  frequencyScore: 'score',
  unitNumberScore: 'score',
  bingeFrequencyScore: 'score',
  unableToStopScore: 'score',
  expectationScore: 'score',
  morningScore: 'score',
  guiltScore: 'score',
  memoryLossScore: 'score',
  injuryScore: 'score',
  relativeConcernedScore: 'score',
  totalScore: 'score',
  riskLevel: 'riskLevel',
  age: 'score',
  sex: 'score',
  genderIdentity: 'score',
  genderMatchesBirth: 'score',
  previousAlcoholAssessment: 'score',
  postcode: 'text',
  brand: 'text',
  campaign: 'text',
  name: 'text',
  emailAddress: 'text',
  emailMyResults: 'flag',
  emailSubscriptionOptIn: 'flag',
};
const REQUIRED: readonly (keyof ScorePayload)[] = ['triage', 'totalScore', 'postcode', 'brand', 'campaign', 'name', 'emailMyResults', 'emailSubscriptionOptIn'];
const RISK_NAMES: readonly unknown[] = Object.values(RISK_LEVEL_NAMES);

function fits(kind: FieldKind, value: unknown): boolean {
  if (kind === 'score') return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255;
  if (kind === 'text') return typeof value === 'string' && value.length <= 1000;
  if (kind === 'flag') return typeof value === 'boolean';
  return RISK_NAMES.includes(value);
}

/** The save's fields read back from storage: only the known ones, each of its kind. */
export function cleanPayload(value: unknown): ScorePayload | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const source = value as Record<string, unknown>;
  const payload: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(FIELDS)) if (fits(kind, source[field])) payload[field] = source[field];
  return REQUIRED.every((field) => field in payload) ? (payload as unknown as ScorePayload) : undefined;
}

export interface Outbox {
  entries(): OutboxEntry[];
  /** Writes a new save (with a new key) before it is sent. */
  add(payload: ScorePayload): OutboxEntry;
  remove(key: string): void;
}

/**
 * An element's saves waiting for the API's acknowledgement, in sessionStorage, so that a move,
 * a removal and re-adding, or a reload sends them again with the same key
 * (docs/decisions/0142-save-outbox.md). Storage blocked or full: the save is still sent.
 */
export function createOutbox(storageKey: string, storage: () => Storage | undefined): Outbox {
  const read = (): OutboxEntry[] => {
    try {
      const value: unknown = JSON.parse(storage()?.getItem(storageKey) ?? '[]');
      if (!Array.isArray(value)) return [];
      return value.flatMap((item: { key?: unknown; payload?: unknown }) => {
        const payload = cleanPayload(item?.payload);
        return typeof item?.key === 'string' && KEY.test(item.key) && payload ? [{ key: item.key, payload }] : [];
      });
    } catch {
      return [];
    }
  };
  const write = (entries: OutboxEntry[]) => {
    try {
      if (entries.length === 0) storage()?.removeItem(storageKey);
      else storage()?.setItem(storageKey, JSON.stringify(entries.slice(-MAX_ENTRIES)));
    } catch {
      // Blocked or full: this save is sent once, without a second chance after a reload.
    }
  };
  return {
    entries: read,
    add(payload) {
      const entry = { key: newIdempotencyKey(), payload };
      write([...read(), entry]);
      return entry;
    },
    remove(key) {
      write(read().filter((entry) => entry.key !== key));
    },
  };
}
