export const RESULTS_PATH = '/overview/results';
export const ABRIDGED_RESULTS_PATH = '/overview/results-abridged';

/** Route segments under /overview that show the full results screen. */
export const FULL_RESULT_ALIASES = [
  'results-lower-risk-audit-c',
  'results-lower-risk',
  'results-increasing-risk',
  'results-high-risk',
  'results-possible-dependence',
] as const;

/** Route segments under /overview that show the abridged results screen. */
export const ABRIDGED_RESULT_ALIASES = [
  'results-abridged-lower-risk-audit-c',
  'results-abridged-lower-risk',
  'results-abridged-increasing-risk',
  'results-abridged-high-risk',
  'results-abridged-possible-dependence',
] as const;

export type FullResultAlias = (typeof FULL_RESULT_ALIASES)[number];
export type AbridgedResultAlias = (typeof ABRIDGED_RESULT_ALIASES)[number];

// Upper bound of each alias's total, in the order of the alias lists (SPEC section 4).
const PATH_BAND_MAX = [4, 7, 15, 19, 40] as const;

/**
 * The results route for a total score: 0-4, 5-7, 8-15, 16-19, 20-40 each have their own
 * alias; any other value (negative, fractional, over 40, not a number) gives the plain
 * results route.
 */
export function resultPath(total: number, { abridged = false }: { abridged?: boolean } = {}): string {
  const aliases = abridged === true ? ABRIDGED_RESULT_ALIASES : FULL_RESULT_ALIASES;
  const fallback = abridged === true ? ABRIDGED_RESULTS_PATH : RESULTS_PATH;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) return fallback;
  const index = PATH_BAND_MAX.findIndex((max) => total <= max);
  const alias = aliases[index];
  return alias === undefined ? fallback : `/overview/${alias}`;
}
