import { loadOnce, type LoadOnce } from '../../ui/load-once';
import type { Screens } from '../on-demand';

/** The results screens, loaded on demand with their copy and styles. */
export const RESULTS_SCREENS: LoadOnce<Screens> = loadOnce(() => import('./results-screens'));
