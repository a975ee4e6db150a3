import './register-copy';
import { Redirect, Route, Switch } from 'wouter';
import { UCC_ROUTE_TABLE } from './route-table';
import { UCC_DEFAULT_PATH } from './routes';
import { CalculatorStateRoot } from './state/CalculatorStateRoot';
import { usePageEvents } from './use-page-events';

function CalculatorRoutes() {
  usePageEvents();
  return (
    <Switch>
      {UCC_ROUTE_TABLE.map(({ path, Page }) => (
        <Route key={path} path={path} component={Page} />
      ))}
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
