import { loadOnce } from '../ui/load-once';

/**
 * The steps of the check (about you and the questions), loaded on demand; the first loaders wait
 * for them (docs/decisions/0154-steps-load-on-demand.md).
 */
export const checkSteps = loadOnce(() => import('./check-steps'));
