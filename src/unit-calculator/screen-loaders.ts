import { screenLoader } from './on-demand';

/** Only the welcome page is in the first load; each screen loads the next ones ahead of need. */
export const DRINKS_SCREENS = screenLoader(() => import('./drinks/drinks-screens'));
export const RESULTS_SCREENS = screenLoader(() => import('./results/results-screens'));

/** Loads screens the person is likely to open next, after this one has shown; a failure waits for the visit. */
export function loadAhead(loader: { get(): Promise<unknown> }): void {
  loader.get().catch(() => undefined);
}
