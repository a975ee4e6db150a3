import type { ComponentType } from 'react';
import { onDemand } from './on-demand';
import { UCC_ROUTES } from './routes';
import { DRINKS_SCREENS } from './drinks/drinks-loader';
import { RESULTS_SCREENS } from './results/results-loader';
import { WelcomePage } from './welcome/WelcomePage';

export interface RouteEntry {
  path: string;
  Page: ComponentType;
}

/** Every screen of the calculator, in the router's order; anything else redirects to the welcome page. */
export const UCC_ROUTE_TABLE: readonly RouteEntry[] = [
  { path: UCC_ROUTES.welcome, Page: WelcomePage },
  { path: UCC_ROUTES.welcomeAlias, Page: WelcomePage },
  { path: UCC_ROUTES.daysOfWeek, Page: onDemand(DRINKS_SCREENS, 'DaysOfWeekPage') },
  { path: UCC_ROUTES.weeklyDrinks, Page: onDemand(DRINKS_SCREENS, 'WeeklyDrinksPage') },
  { path: UCC_ROUTES.singleDrinks, Page: onDemand(DRINKS_SCREENS, 'SingleDrinksPage') },
  { path: UCC_ROUTES.resultsSingle, Page: onDemand(RESULTS_SCREENS, 'SingleResultsPage') },
  { path: UCC_ROUTES.resultsWeekly, Page: onDemand(RESULTS_SCREENS, 'WeeklyResultsPage') },
];
