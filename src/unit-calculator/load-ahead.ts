import { whenIdle } from '../ui/when-idle';
import type { LoadOnce } from '../ui/load-once';

/**
 * Loads screens the person is likely to open next, when the browser is idle after this one has
 * shown; a failure waits for the visit. Returns a function that cancels it if it has not started.
 * Only the welcome page is in the first load; each screen loads the next ones ahead of need.
 */
export function loadAhead(loader: LoadOnce<unknown>): () => void {
  return whenIdle(() => loader.load().catch(() => undefined));
}
