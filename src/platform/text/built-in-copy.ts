/**
 * The built-in copy of the screens this page has loaded. Each app registers its copy when its
 * code loads, and lazily loaded screens register theirs with them, so a script carries only the
 * copy of its own widget and a first load leaves out the copy of screens not shown yet.
 */
/** A key's variant for SomeICareAbout is the key plus this suffix (dictionary.ts picks it). */
export const SOMEONE_SUFFIX = '.someone';

const copy: Record<string, string> = {};
const listeners = new Set<(keys: readonly string[]) => void>();

export function registerCopy(table: Readonly<Record<string, string>>): void {
  const added = Object.keys(table).filter((key) => !(key in copy));
  if (added.length === 0) return;
  for (const key of added) copy[key] = table[key]!;
  listeners.forEach((listener) => listener(added));
}

export function builtInText(key: string): string | undefined {
  return copy[key];
}

export function builtInKeys(): string[] {
  return Object.keys(copy);
}

/** Called with the keys of each newly registered table. */
export function onCopyRegistered(listener: (keys: readonly string[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
