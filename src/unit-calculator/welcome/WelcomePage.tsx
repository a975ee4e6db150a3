import { useLocation } from 'wouter';
import { Banner } from '../../ui/components/Banner';
import { Button } from '../../ui/components/Button';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { UCC_ROUTES } from '../routes';

/** DESIGN decision 1: the labels win; "Single drinks" starts the single flow. */
export function WelcomePage() {
  const t = useText();
  const [, navigate] = useLocation();
  return (
    <>
      <Banner>{t('ucc.banner.title')}</Banner>
      <div className="content">
        <PageHeading>{t('ucc.welcome.title')}</PageHeading>
        <p>{t('ucc.welcome.intro')}</p>
        <ul className="choice-list">
          <li className="panel choice">
            <h2 className="choice__title">{t('ucc.welcome.single.title')}</h2>
            <p>{t('ucc.welcome.single.text')}</p>
            <Button onClick={() => navigate(UCC_ROUTES.singleDrinks)}>{t('ucc.welcome.single.action')}</Button>
          </li>
          <li className="panel choice">
            <h2 className="choice__title">{t('ucc.welcome.weekly.title')}</h2>
            <p>{t('ucc.welcome.weekly.text')}</p>
            <Button onClick={() => navigate(UCC_ROUTES.daysOfWeek)}>{t('ucc.welcome.weekly.action')}</Button>
          </li>
        </ul>
      </div>
    </>
  );
}
