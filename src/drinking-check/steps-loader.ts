import { loadOnce } from './components/load-once';

/** The steps of the check (about you and the questions): the loaders wait for them (docs/decisions/0150-loaders-wait-for-work.md). */
export const checkSteps = loadOnce(() => import('./check-steps'));
