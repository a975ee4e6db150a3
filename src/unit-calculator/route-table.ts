import type { ComponentType } from 'react';
import { DaysOfWeekPage } from './days/DaysOfWeekPage';
import { SingleDrinksPage } from './drinks/SingleDrinksPage';
import { WeeklyDrinksPage } from './drinks/WeeklyDrinksPage';
import { SingleResultsPage } from './results/SingleResultsPage';
import { WeeklyResultsPage } from './results/WeeklyResultsPage';
import { UCC_ROUTES } from './routes';
import { WelcomePage } from './welcome/WelcomePage';

export interface RouteEntry {
  path: string;
  Page: ComponentType;
}

/** Every screen of the calculator, in the router's order; anything else redirects to the welcome page. */
export const UCC_ROUTE_TABLE: readonly RouteEntry[] = [
  { path: UCC_ROUTES.welcome, Page: WelcomePage },
  { path: UCC_ROUTES.welcomeAlias, Page: WelcomePage },
  { path: UCC_ROUTES.daysOfWeek, Page: DaysOfWeekPage },
  { path: UCC_ROUTES.weeklyDrinks, Page: WeeklyDrinksPage },
  { path: UCC_ROUTES.singleDrinks, Page: SingleDrinksPage },
  { path: UCC_ROUTES.resultsSingle, Page: SingleResultsPage },
  { path: UCC_ROUTES.resultsWeekly, Page: WeeklyResultsPage },
];
