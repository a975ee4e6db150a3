import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { useText } from '../../ui/use-text';
import { ABRIDGED_RESULTS_PATH } from '../../core/audit';
import { usePlatform } from '../../ui/widget/platform-context';
import { useSettings } from '../../ui/widget/widget-context';
import { DC_ROUTES } from '../routes';
import { hasResultsAtom } from '../state/atoms';

interface OverviewTabsProps {
  current: 'check' | 'results';
  hasResults?: boolean;
}

/**
 * The two sections of /overview. They navigate, so they are buttons in a nav, not ARIA tabs. The
 * results section stays in the Tab order before there are results, unavailable and saying when it
 * opens: a screen reader hears both sections, not a lone "Drinking Check" button
 * (docs/decisions/0311-every-control-says-what-it-does.md).
 */
export function OverviewTabs({ current, hasResults }: OverviewTabsProps) {
  const t = useText();
  const laterId = useId();
  const [, navigate] = useLocation();
  const { analytics } = usePlatform();
  const { resultsView } = useSettings();
  const resultsPath = resultsView === 'abridged' ? ABRIDGED_RESULTS_PATH : DC_ROUTES.overviewResults;
  const resultsExist = useAtomValue(hasResultsAtom) || hasResults === true;
  const go = (tab: 'check' | 'results') => {
    if (tab !== current) analytics.track('tab_change', { tab });
    navigate(tab === 'check' ? DC_ROUTES.overviewCheck : resultsPath);
  };
  return (
    <nav aria-label={t('dc.tabs.label')}>
      <div className="tabs">
        <button
          type="button"
          className="tabs__tab"
          aria-current={current === 'check' ? 'page' : undefined}
          onClick={() => go('check')}
        >
          {t('dc.tabs.check')}
        </button>
        <button
          type="button"
          className="tabs__tab"
          aria-current={current === 'results' ? 'page' : undefined}
          aria-disabled={resultsExist ? undefined : true}
          aria-describedby={resultsExist ? undefined : laterId}
          onClick={() => resultsExist && go('results')}
        >
          {t('dc.tabs.results')}
        </button>
        {!resultsExist && (
          <span id={laterId} hidden>
            {t('dc.tabs.resultsLater')}
          </span>
        )}
      </div>
    </nav>
  );
}
