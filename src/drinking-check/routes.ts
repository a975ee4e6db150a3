import { QUESTION_STEPS, RESULTS_PATH } from '../core/audit';
import { ABRIDGED_RESULT_ROUTES, DC_DEFAULT_PATH, FULL_RESULT_ROUTES } from './route-address';

export { ABRIDGED_RESULT_ROUTES, addressOf, DC_DEFAULT_PATH, FULL_RESULT_ROUTES } from './route-address';

/** The Drinking Check's route paths (spec section 2). */
export const DC_ROUTES = {
  overview: DC_DEFAULT_PATH,
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

/** '/drinking-check/question-one' ... for question 1 to 10. */
export function questionPath(number: number): string {
  const step = QUESTION_STEPS[number - 1];
  return step ? `/drinking-check/${step.slug}` : DC_ROUTES.welcome;
}

/** Every results route, full and abridged: each can be opened on a first load (state/flow.ts). */
export const RESULT_ROUTES: readonly string[] = [...FULL_RESULT_ROUTES, ...ABRIDGED_RESULT_ROUTES];

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
