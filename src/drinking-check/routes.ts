import { ABRIDGED_RESULT_ALIASES, ABRIDGED_RESULTS_PATH, FULL_RESULT_ALIASES, QUESTION_STEPS, RESULTS_PATH } from '../core/audit';

/** The Drinking Check's route paths (spec section 2). */
export const DC_ROUTES = {
  overview: '/overview',
  overviewCheck: '/overview/drinking-check',
  overviewResults: RESULTS_PATH,
  loadingBasicInfo: '/loading-basic-personal-info',
  age: '/respondent-age',
  sex: '/sex-at-birth',
  identity: '/identity-matches-birth',
  gender: '/gender-identity',
  assessment: '/alcohol-assessment',
  loadingQuestions: '/drinking-check/loading-drink-check',
  welcome: '/drinking-check',
  welcomeAlias: '/drinking-check/start-self-assessment',
  loadingResults: '/loading-results',
} as const;

export const DC_DEFAULT_PATH = DC_ROUTES.overview;

/** '/drinking-check/question-one' ... for question 1 to 10. */
export function questionPath(number: number): string {
  const step = QUESTION_STEPS[number - 1];
  return step ? `/drinking-check/${step.slug}` : DC_ROUTES.welcome;
}

/** The routes of the full results screen. */
export const FULL_RESULT_ROUTES: readonly string[] = [RESULTS_PATH, ...FULL_RESULT_ALIASES.map((alias) => `/overview/${alias}`)];

/** The routes of the abridged results screen. */
export const ABRIDGED_RESULT_ROUTES: readonly string[] = [
  ABRIDGED_RESULTS_PATH,
  ...ABRIDGED_RESULT_ALIASES.map((alias) => `/overview/${alias}`),
];

/** Every results route, full and abridged: each can be opened on a first load (state/flow.ts). */
export const RESULT_ROUTES: readonly string[] = [...FULL_RESULT_ROUTES, ...ABRIDGED_RESULT_ROUTES];

/**
 * What the page's address shows for a route: the results under their neutral paths, so that a
 * risk level never sits in the address bar or the history of a shared phone (issue 27).
 */
export function addressOf(path: string): string {
  if (ABRIDGED_RESULT_ROUTES.includes(path)) return ABRIDGED_RESULTS_PATH;
  if (FULL_RESULT_ROUTES.includes(path)) return RESULTS_PATH;
  return path;
}

/**
 * A route's name for analytics: its whole path in snake_case ('overview_drinking_check'), so that
 * no two routes share one, as the calculator's names are written (docs/decisions/0024-analytics-event-names.md).
 */
export function routeName(path: string): string {
  return (
    path
      .replace(/^\/+/, '')
      .replace(/[^a-z0-9]+/gi, '_')
      .toLowerCase() || 'root'
  );
}
