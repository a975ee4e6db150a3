import { Redirect, Route, Switch } from 'wouter';
import { DaysOfWeekPage } from './days/DaysOfWeekPage';
import { SingleDrinksPage } from './drinks/SingleDrinksPage';
import { WeeklyDrinksPage } from './drinks/WeeklyDrinksPage';
import { SingleResultsPage } from './results/SingleResultsPage';
import { WeeklyResultsPage } from './results/WeeklyResultsPage';
import { UCC_DEFAULT_PATH, UCC_ROUTES } from './routes';
import { CalculatorStateRoot } from './state/CalculatorStateRoot';
import { usePageEvents } from './use-page-events';
import { WelcomePage } from './welcome/WelcomePage';

function CalculatorRoutes() {
  usePageEvents();
  return (
    <Switch>
      <Route path={UCC_ROUTES.welcome} component={WelcomePage} />
      <Route path={UCC_ROUTES.welcomeAlias} component={WelcomePage} />
      <Route path={UCC_ROUTES.daysOfWeek} component={DaysOfWeekPage} />
      <Route path={UCC_ROUTES.weeklyDrinks} component={WeeklyDrinksPage} />
      <Route path={UCC_ROUTES.singleDrinks} component={SingleDrinksPage} />
      <Route path={UCC_ROUTES.resultsSingle} component={SingleResultsPage} />
      <Route path={UCC_ROUTES.resultsWeekly} component={WeeklyResultsPage} />
      <Route>
        <Redirect to={UCC_DEFAULT_PATH} replace />
      </Route>
    </Switch>
  );
}

export function UnitCalculatorApp() {
  return (
    <CalculatorStateRoot>
      <CalculatorRoutes />
    </CalculatorStateRoot>
  );
}
