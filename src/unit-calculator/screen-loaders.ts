import { whenIdle } from '../ui/when-idle';
import { loadOnce, type LoadOnce } from '../ui/load-once';
import type { Screens } from './on-demand';

/** Only the welcome page is in the first load; each screen loads the next ones ahead of need. */
export const DRINKS_SCREENS: LoadOnce<Screens> = loadOnce(() => import('./drinks/drinks-screens'));
export const RESULTS_SCREENS: LoadOnce<Screens> = loadOnce(() => import('./results/results-screens'));

/**
 * Loads screens the person is likely to open next, when the browser is idle after this one has
 * shown; a failure waits for the visit. Returns a function that cancels it if it has not started.
 */
export function loadAhead(loader: LoadOnce<unknown>): () => void {
  return whenIdle(() => loader.load().catch(() => undefined));
}
