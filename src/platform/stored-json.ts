/**
 * A value the widget wrote to sessionStorage, read back: undefined when there is none, when it is
 * longer than the most the widget writes there (measured before it is parsed, so that a value
 * planted in the storage costs no parse), or when it is not JSON
 * (docs/decisions/0293-bounded-input-and-impossible-amounts.md). The caller then checks every
 * field's range.
 */
export function parseStoredJson(text: string | null | undefined, maxLength: number): unknown {
  if (typeof text !== 'string' || text === '' || text.length > maxLength) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
