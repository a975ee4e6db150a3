import { Banner } from '../../ui/components/Banner';
import { Button } from '../../ui/components/Button';
import { Details } from '../../ui/components/Details';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { useCheckActions } from '../state/use-check-actions';
import { SignInSlot } from '../welcome/SignInSlot';
import { HereForChoice } from './HereForChoice';
import { OverviewTabs } from './OverviewTabs';

export function OverviewPage() {
  const t = useText();
  const actions = useCheckActions();
  return (
    <>
      <Banner>{t('dc.banner.title')}</Banner>
      <OverviewTabs current="check" />
      <div className="content">
        <section className="panel">
          <PageHeading>{t('dc.overview.title')}</PageHeading>
          <SignInSlot offer="dc.signIn.offer" />
          <p>{t('dc.overview.description')}</p>
          <HereForChoice />
          <Button onClick={actions.begin}>{t('dc.overview.begin')}</Button>
          <Details summary={t('dc.overview.detailsSummary')}>
            <p>{t('dc.overview.duration')}</p>
            <p>{t('dc.overview.detailsOne')}</p>
            <p>{t('dc.overview.detailsTwo')}</p>
          </Details>
        </section>
      </div>
    </>
  );
}
