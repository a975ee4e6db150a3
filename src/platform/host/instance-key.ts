import type { EventPrefix } from './events';

const TAKEN = Symbol.for('alcohol-awareness.route-keys');
type KeyRegistry = { [TAKEN]?: Set<string> };

/**
 * The name under which an instance keeps its route in the URL hash: `dc`, `dc2`, ... in the order
 * the instances first appear, or `dc-<id>` when the element has an id (stable however the page
 * changes). Kept on window so that two copies of a script still hand out distinct keys.
 */
export function claimInstanceKey(prefix: EventPrefix, elementId: string, win: Window = window): string {
  const registry = win as unknown as KeyRegistry;
  const taken = (registry[TAKEN] ??= new Set());
  const safeId = elementId.toLowerCase().replace(/[^a-z0-9-]/g, '');
  let key = safeId ? `${prefix}-${safeId}` : prefix;
  for (let n = 2; taken.has(key); n += 1) key = safeId ? `${prefix}-${safeId}-${n}` : `${prefix}${n}`;
  taken.add(key);
  return key;
}
