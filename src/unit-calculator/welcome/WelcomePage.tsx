import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../ui/components/Button';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { BannerHeader } from '../headers/BannerHeader';
import { UCC_ROUTES } from '../routes';
import { DRINKS_SCREENS } from '../drinks/drinks-loader';
import { loadAhead } from '../load-ahead';
import { useCalculator } from '../state/use-calculator';
import { Heading } from '../../ui/components/Heading';

/**
 * The labels win: "Single drinks" starts the single flow, weekly flag false
 * (docs/decisions/0001-calculator-welcome-labels-win.md).
 */
export function WelcomePage() {
  const t = useText();
  const [, navigate] = useLocation();
  const { chooseMode } = useCalculator();
  useEffect(() => loadAhead(DRINKS_SCREENS), []);
  const start = (weekly: boolean) => {
    chooseMode(weekly);
    navigate(weekly ? UCC_ROUTES.daysOfWeek : UCC_ROUTES.singleDrinks);
  };
  return (
    <>
      <BannerHeader title={t('ucc.banner.title')} />
      <div className="content">
        <PageHeading>{t('ucc.welcome.title')}</PageHeading>
        <p>{t('ucc.welcome.intro')}</p>
        <ul className="choice-list">
          <li className="panel choice">
            <Heading level={2} className="choice__title">
              {t('ucc.welcome.single.title')}
            </Heading>
            <p>{t('ucc.welcome.single.text')}</p>
            <Button onClick={() => start(false)}>{t('ucc.welcome.single.action')}</Button>
          </li>
          <li className="panel choice">
            <Heading level={2} className="choice__title">
              {t('ucc.welcome.weekly.title')}
            </Heading>
            <p>{t('ucc.welcome.weekly.text')}</p>
            <Button onClick={() => start(true)}>{t('ucc.welcome.weekly.action')}</Button>
          </li>
        </ul>
      </div>
    </>
  );
}
