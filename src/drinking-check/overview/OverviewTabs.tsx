import { useLocation } from 'wouter';
import { useText } from '../../ui/use-text';
import { DC_ROUTES } from '../routes';

interface OverviewTabsProps {
  current: 'check' | 'results';
  hasResults: boolean;
}

/** The two sections of /overview. They navigate, so they are links in a nav, not ARIA tabs. */
export function OverviewTabs({ current, hasResults }: OverviewTabsProps) {
  const t = useText();
  const [, navigate] = useLocation();
  return (
    <nav aria-label={t('dc.tabs.label')}>
      <div className="tabs">
        <button
          type="button"
          className="tabs__tab"
          aria-current={current === 'check' ? 'page' : undefined}
          onClick={() => navigate(DC_ROUTES.overviewCheck)}
        >
          {t('dc.tabs.check')}
        </button>
        <button
          type="button"
          className="tabs__tab"
          aria-current={current === 'results' ? 'page' : undefined}
          disabled={!hasResults}
          onClick={() => navigate(DC_ROUTES.overviewResults)}
        >
          {t('dc.tabs.results')}
        </button>
      </div>
    </nav>
  );
}
