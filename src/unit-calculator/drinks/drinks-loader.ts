import { loadOnce, type LoadOnce } from '../../ui/load-once';
import type { Screens } from '../on-demand';

/** The days and drinks screens, loaded on demand with their copy and styles. */
export const DRINKS_SCREENS: LoadOnce<Screens> = loadOnce(() => import('./drinks-screens'));
