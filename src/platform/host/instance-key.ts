import type { EventPrefix } from './events';

const TAKEN = Symbol.for('alcohol-awareness.route-keys');
/** Longer than any id a page gives an element it means to name. */
export const MAX_ID_LENGTH = 100;
type KeyRegistry = { [TAKEN]?: Set<string> };

function takenKeys(win: Window): Set<string> {
  const registry = win as unknown as KeyRegistry;
  return (registry[TAKEN] ??= new Set());
}

/**
 * The name under which an instance keeps its route in the URL hash: `dc`, `dc2`, ... in the order
 * the instances appear, or `dc-<id>` when the element has an id (its first 100 characters made
 * safe; stable however the page changes).
 * An element that returns to the page gets its old key back when it is free. Kept on window so
 * that two copies of a script still hand out distinct keys.
 */
export function claimInstanceKey(prefix: EventPrefix, elementId: string, previous?: string, win: Window = window): string {
  const taken = takenKeys(win);
  // The id's first characters only: the key goes into the address and the session's keys, and
  // an id of a million characters must cost no more than a short one
  // (docs/decisions/0292-every-attribute-has-a-length-limit.md).
  const safeId = elementId
    .slice(0, MAX_ID_LENGTH)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');
  const base = safeId ? `${prefix}-${safeId}` : prefix;
  let key = previous?.startsWith(base) && !taken.has(previous) ? previous : base;
  for (let n = 2; taken.has(key); n += 1) key = safeId ? `${base}-${n}` : `${base}${n}`;
  taken.add(key);
  return key;
}

/** Frees a key when its element leaves the page. */
export function releaseInstanceKey(key: string, win: Window = window): void {
  takenKeys(win).delete(key);
}
