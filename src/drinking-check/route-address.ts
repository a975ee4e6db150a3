import { ABRIDGED_RESULT_ALIASES, ABRIDGED_RESULTS_PATH, FULL_RESULT_ALIASES, RESULTS_PATH } from '../core/audit/result-paths';

/** Where the Drinking Check starts, and where unknown routes lead (spec section 2). */
export const DC_DEFAULT_PATH = '/overview';

/** The routes of the full results screen. */
export const FULL_RESULT_ROUTES: readonly string[] = [RESULTS_PATH, ...FULL_RESULT_ALIASES.map((alias) => `/overview/${alias}`)];

/** The routes of the abridged results screen. */
export const ABRIDGED_RESULT_ROUTES: readonly string[] = [
  ABRIDGED_RESULTS_PATH,
  ...ABRIDGED_RESULT_ALIASES.map((alias) => `/overview/${alias}`),
];

/**
 * What the page's address shows for a route: the results under their neutral paths, so that a
 * risk level never sits in the address bar or the history of a shared phone (issue 27). The
 * element sets it before React arrives, so it stays apart from the route table.
 */
export function addressOf(path: string): string {
  if (ABRIDGED_RESULT_ROUTES.includes(path)) return ABRIDGED_RESULTS_PATH;
  if (FULL_RESULT_ROUTES.includes(path)) return RESULTS_PATH;
  return path;
}
