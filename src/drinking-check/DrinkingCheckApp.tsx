import './register-copy';
import { useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { whenIdle } from '../ui/when-idle';
import { NavigationGuard } from './NavigationGuard';
import { DC_ROUTE_TABLE } from './route-table';
import { DC_DEFAULT_PATH } from './routes';
import { checkSteps } from './steps-loader';
import { useCheckPersistence } from './state/use-check-persistence';
import { useRoleWording } from './state/use-role-wording';

export function DrinkingCheckApp() {
  useCheckPersistence();
  useRoleWording();
  // The steps' code comes once the first screen has shown, so that the first loader rarely waits.
  useEffect(() => whenIdle(() => checkSteps.load().catch(() => undefined)), []);
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
