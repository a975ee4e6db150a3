import { Redirect, Route, Switch } from 'wouter';
import { OverviewPage } from './overview/OverviewPage';
import { DC_DEFAULT_PATH, DC_ROUTES } from './routes';

export function DrinkingCheckApp() {
  return (
    <Switch>
      <Route path={DC_ROUTES.overview} component={OverviewPage} />
      <Route path={DC_ROUTES.overviewCheck} component={OverviewPage} />
      <Route>
        <Redirect to={DC_DEFAULT_PATH} replace />
      </Route>
    </Switch>
  );
}
