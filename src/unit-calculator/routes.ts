/** The calculator's route paths (spec section 2), all under /unit-and-calorie-calculator. */
const BASE = '/unit-and-calorie-calculator';

export const UCC_ROUTES = {
  welcome: BASE,
  welcomeAlias: `${BASE}/welcome`,
  daysOfWeek: `${BASE}/days-of-week`,
  weeklyDrinks: `${BASE}/weekly-drinks`,
  singleDrinks: `${BASE}/single-drinks`,
  resultsSingle: `${BASE}/results-single`,
  resultsWeekly: `${BASE}/results-weekly`,
} as const;

export const UCC_DEFAULT_PATH = UCC_ROUTES.welcome;

/** Route names for analytics (identifiers, not copy). */
export function routeName(path: string): string {
  switch (path) {
    case UCC_ROUTES.daysOfWeek:
      return 'days_of_week';
    case UCC_ROUTES.weeklyDrinks:
      return 'weekly_drinks';
    case UCC_ROUTES.singleDrinks:
      return 'single_drinks';
    case UCC_ROUTES.resultsSingle:
      return 'results_single';
    case UCC_ROUTES.resultsWeekly:
      return 'results_weekly';
    default:
      return 'welcome';
  }
}
