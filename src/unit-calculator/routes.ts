/** The calculator's route paths (spec section 2), all under /unit-and-calorie-calculator. */
const BASE = '/unit-and-calorie-calculator';

export const UCC_ROUTES = {
  welcome: BASE,
  welcomeAlias: `${BASE}/welcome`,
  singleDrinks: `${BASE}/single-drinks`,
  daysOfWeek: `${BASE}/days-of-week`,
} as const;

export const UCC_DEFAULT_PATH = UCC_ROUTES.welcome;
