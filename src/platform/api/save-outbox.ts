import { isScorePayload, type ScorePayload } from '../../core/audit';
import { parseStoredJson } from '../stored-json';
import { newIdempotencyKey } from './idempotency-key';

/** A save not yet acknowledged: its fields and the key that makes the API store it once. */
export interface OutboxEntry {
  key: string;
  payload: ScorePayload;
}

/** More than a person could produce in one tab; the oldest goes first. */
const MAX_ENTRIES = 10;
const KEY = /^[0-9a-f-]{36}$/;
/** Ten saves with every text at its longest take under 25,000 characters. */
export const MAX_OUTBOX_LENGTH = 40_000;

export const outboxStorageKey = (instanceKey: string): string => `aa:${instanceKey}:outbox`;

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
      const value = parseStoredJson(storage()?.getItem(storageKey), MAX_OUTBOX_LENGTH);
      if (!Array.isArray(value)) return [];
      // Only saves the widget could have written, each key once, and no more than it keeps: what
      // it sends is what it keeps, and nothing planted in the storage goes out with a person's
      // token (docs/decisions/0142-save-outbox.md).
      const seen = new Set<string>();
      return value
        .filter((item: Partial<OutboxEntry> | null) => {
          if (typeof item?.key !== 'string' || !KEY.test(item.key) || seen.has(item.key)) return false;
          if (!isScorePayload(item.payload)) return false;
          seen.add(item.key);
          return true;
        })
        .slice(-MAX_ENTRIES)
        .map(({ key, payload }: OutboxEntry) => ({ key, payload }));
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
