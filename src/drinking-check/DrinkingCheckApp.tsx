import './register-copy';
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Banner } from '../ui/components/Banner';
import { useText } from '../ui/use-text';
import { NavigationGuard } from './NavigationGuard';
import { DC_ROUTE_TABLE } from './route-table';
import { DC_DEFAULT_PATH } from './routes';
import { useCheckPersistence } from './state/use-check-persistence';
import { useRoleWording } from './state/use-role-wording';

/** While a screen's code is still arriving (a step opened by a reload or a link): the banner and a status. */
function Arriving() {
  const t = useText();
  return (
    <>
      <Banner>{t('dc.banner.title')}</Banner>
      <p role="status" className="content dc-arriving">
        {t('dc.loader.questions')}
      </p>
    </>
  );
}

export function DrinkingCheckApp() {
  useCheckPersistence();
  useRoleWording();
  return (
    <NavigationGuard>
      <Suspense fallback={<Arriving />}>
        <Switch>
          {DC_ROUTE_TABLE.map(({ path, Page }) => (
            <Route key={path} path={path} component={Page} />
          ))}
          <Route>
            <Redirect to={DC_DEFAULT_PATH} replace />
          </Route>
        </Switch>
      </Suspense>
    </NavigationGuard>
  );
}
