import { useStore } from 'jotai';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { usePlatform } from '../ui/widget/platform-context';
import { useSettings } from '../ui/widget/widget-context';
import { DC_ROUTES, routeName } from './routes';
import { answersAtom, profileAtom, scoreAtom } from './state/atoms';
import { isResumable } from './state/flow';

/**
 * Spec section 2's guard. Initial load: a route that cannot be resumed goes to the overview
 * (standalone) or the check's start (embedded, where the overview is not shown either);
 * content blocks stay. Every route sends a page view (each screen's heading brings the tool into
 * view, see PageHeading).
 */
export function NavigationGuard({ children }: { children: ReactNode }) {
  const store = useStore();
  const { embedded, contentBlock } = useSettings();
  const { analytics } = usePlatform();
  const [path, navigate] = useLocation();
  // Decided in the first render, so that a route that needs no redirect is on screen in the first
  // commit (the element's ready event follows that commit) without a second render pass.
  const [redirect] = useState(() => {
    const state = {
      answers: store.get(answersAtom),
      profile: store.get(profileAtom),
      hasResult: store.get(scoreAtom) !== undefined,
    };
    const overview = path === DC_ROUTES.overview || path === DC_ROUTES.overviewCheck;
    if (contentBlock || (isResumable(path, state) && !(embedded && overview))) return undefined;
    return embedded ? DC_ROUTES.welcome : DC_ROUTES.overview;
  });
  const [checked, setChecked] = useState(redirect === undefined);
  // Checked once the redirect has landed: set while rendering, so nothing else draws first.
  if (!checked && path === redirect) setChecked(true);

  useLayoutEffect(() => {
    if (!checked && redirect !== undefined) navigate(redirect, { replace: true });
  }, [checked, navigate, redirect]);

  // Spec section 7: page views are also logged as 'Audit-C Loaded' (the gateway adds brand and embedded).
  useEffect(() => {
    if (!checked) return;
    analytics.track('page_view', { route_name: routeName(path), path });
    analytics.track('audit_c_loaded', { route_name: routeName(path) });
  }, [analytics, checked, path]);

  return checked ? <>{children}</> : null;
}
