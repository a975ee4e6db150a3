/** The most of an outside value (an attribute, a message) that a warning repeats. */
export const SHOWN_VALUE_LENGTH = 100;

/** A value as a warning shows it: cut to 100 characters, marked when cut. */
export function shown(value: unknown): string {
  const text = String(value);
  return text.length > SHOWN_VALUE_LENGTH ? `${text.slice(0, SHOWN_VALUE_LENGTH)}… (${text.length} characters)` : text;
}

/**
 * One element's console: each kind of problem is logged once per element, however often it
 * happens (a page posting 2000 stray messages gets one line), prefixed with the element's tag.
 */
export interface Warnings {
  warn(kind: string, message: string): void;
  error(kind: string, message: string): void;
}

export function createWarnings(tagName: string, out: Pick<Console, 'warn' | 'error'> = console): Warnings {
  const logged = new Set<string>();
  const once = (level: 'warn' | 'error') => (kind: string, message: string) => {
    if (logged.has(kind)) return;
    logged.add(kind);
    out[level](`<${tagName}>: ${message}`);
  };
  return { warn: once('warn'), error: once('error') };
}
