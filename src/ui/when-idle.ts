/**
 * Runs `work` once the browser is idle, so that fetching the next screens' code does not compete
 * with the screen just shown (a short timer where requestIdleCallback is missing, as in Safari).
 * Returns a function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}
