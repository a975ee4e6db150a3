import { loadOnce } from '../../ui/load-once';

/** The results screens: the questions start loading them, and the results loader waits for them. */
export const resultsScreens = loadOnce(() => import('./results-screens'));
