import type { HereFor } from '../../core/audit';
import { checkUrl, REMOTE_LINK } from '../../core/validation/url';
import { builtInKeys, builtInText, onCopyRegistered, SOMEONE_SUFFIX } from './built-in-copy';
import type { CopyKey } from './index';

/**
 * Wording for someone the person cares about (hereFor SomeICareAbout) lives under the same key
 * plus this suffix, e.g. 'dc.results.intro' and 'dc.results.intro.someone'. `text(key)` picks
 * the variant by itself when the role is SomeICareAbout and a variant exists; a key may also be
 * asked for by its full name ('dc.q.hint.myself' / 'dc.q.hint.someone'). Variants are fetched
 * from the dictionary on the change to that role, not at start (the suffix: `SOMEONE_SUFFIX`,
 * in built-in-copy.ts).
 */

const isVariant = (key: string) => key.endsWith(SOMEONE_SUFFIX);

/** Keys fetched at start (everything but the SomeICareAbout variants), or the variants. */
export const copyKeys = (someone: boolean, keys: readonly string[] = builtInKeys()): string[] =>
  keys.filter((key) => isVariant(key) === someone);

/** A widget's own keys: those under its prefix ('dc.', 'ucc.') and the common ones. */
export const ownKeys =
  (prefix: string) =>
  (key: string): boolean =>
    key.startsWith(`${prefix}.`) || key.startsWith('common.');

export type FetchDictionary = (keys: readonly string[]) => Promise<Record<string, string> | undefined>;

/** A key whose built-in text is an address: remote copy may replace it only with https or a path on this site. */
const isLinkKey = (key: string) => /^(https?:\/\/|\/)/.test(builtInText(key) ?? '');

/** Whether a remote value may replace the built-in text of this key. */
export function acceptsRemoteText(key: string, value: string): boolean {
  return !isLinkKey(key) || checkUrl(value, REMOTE_LINK) !== undefined;
}

export interface TextService {
  text(key: CopyKey): string;
  /** Loads the remote wording of a role (once per role) and switches to it. */
  setRole(role: HereFor): void;
  subscribe(listener: () => void): () => void;
  /** Changes each time overrides or the role change, for useSyncExternalStore. */
  version(): number;
  /** Stops following newly loaded copy: the element left the page. */
  dispose(): void;
}

/**
 * The per-element dictionary: built-in copy, overridden by the remote dictionary at start
 * (common keys) and on a role change (the role's keys). A failed call keeps the defaults.
 */
export function createTextService(
  fetchDictionary?: FetchDictionary,
  onUnsafeLink: (key: string) => void = () => undefined,
  /** Which keys this widget asks the dictionary for: its own (ownKeys), all by default. */
  owns: (key: string) => boolean = () => true,
): TextService {
  const overrides: Record<string, string> = {};
  const listeners = new Set<() => void>();
  // The wording starts as Myself's, and its keys are fetched at start: switching to Myself then
  // changes nothing, so no screen renders again for it.
  let role: HereFor = 'Myself';
  const loadedRoles = new Set<HereFor>([role]);
  let version = 0;

  const changed = () => {
    version += 1;
    listeners.forEach((listener) => listener());
  };

  async function load(allKeys: readonly string[]) {
    const keys = allKeys.filter(owns);
    if (!fetchDictionary || keys.length === 0) return;
    const values = await fetchDictionary(keys);
    if (!values) return;
    let any = false;
    for (const key of keys) {
      const value = values[key];
      if (typeof value === 'string' && !acceptsRemoteText(key, value)) onUnsafeLink(key);
      else if (typeof value === 'string') {
        overrides[key] = value;
        any = true;
      }
    }
    if (any) changed();
  }

  void load(copyKeys(false));
  // Copy of screens loaded later: its remote wording is fetched like the rest, for each role loaded so far.
  const stopFollowing = onCopyRegistered((keys) => {
    changed();
    void load(copyKeys(false, keys));
    if (loadedRoles.has('SomeICareAbout')) void load(copyKeys(true, keys));
  });

  const lookup = (key: string): string | undefined => overrides[key] ?? builtInText(key);

  return {
    text(key) {
      if (role === 'SomeICareAbout') {
        const variant = lookup(`${key}${SOMEONE_SUFFIX}`);
        if (variant !== undefined) return variant;
      }
      return lookup(key) ?? '';
    },
    setRole(next) {
      if (next === role) return;
      role = next;
      changed();
      if (loadedRoles.has(next)) return;
      loadedRoles.add(next);
      void load(next === 'SomeICareAbout' ? copyKeys(true) : []);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    dispose: stopFollowing,
  };
}
