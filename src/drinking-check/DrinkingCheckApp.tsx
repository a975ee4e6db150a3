import './register-copy';
import { Redirect, Route, Switch } from 'wouter';
import { NavigationGuard } from './NavigationGuard';
import { DC_ROUTE_TABLE } from './route-table';
import { DC_DEFAULT_PATH } from './routes';
import { useCheckPersistence } from './state/use-check-persistence';
import { useRoleWording } from './state/use-role-wording';

export function DrinkingCheckApp() {
  useCheckPersistence();
  useRoleWording();
  return (
    <NavigationGuard>
      <Switch>
        {DC_ROUTE_TABLE.map(({ path, Page }) => (
          <Route key={path} path={path} component={Page} />
        ))}
        <Route>
          <Redirect to={DC_DEFAULT_PATH} replace />
        </Route>
      </Switch>
    </NavigationGuard>
  );
}
