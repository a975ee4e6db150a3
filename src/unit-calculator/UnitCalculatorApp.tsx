import { Redirect, Route, Switch } from 'wouter';
import { UCC_DEFAULT_PATH, UCC_ROUTES } from './routes';
import { WelcomePage } from './welcome/WelcomePage';

export function UnitCalculatorApp() {
  return (
    <Switch>
      <Route path={UCC_ROUTES.welcome} component={WelcomePage} />
      <Route path={UCC_ROUTES.welcomeAlias} component={WelcomePage} />
      <Route>
        <Redirect to={UCC_DEFAULT_PATH} replace />
      </Route>
    </Switch>
  );
}
