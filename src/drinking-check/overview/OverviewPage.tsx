import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { Banner } from '../../ui/components/Banner';
import { Button } from '../../ui/components/Button';
import { Details } from '../../ui/components/Details';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { answersAtom, profileAtom } from '../state/atoms';
import { resumePath } from '../state/flow';
import { useCheckActions } from '../state/use-check-actions';
import { HereForChoice } from './HereForChoice';
import { OverviewTabs } from './OverviewTabs';

/** The start: what the check is, for whom, Begin, and Continue for a check closed part way. */
export function OverviewPage() {
  const t = useText();
  const actions = useCheckActions();
  const [, navigate] = useLocation();
  const resume = resumePath({ answers: useAtomValue(answersAtom), profile: useAtomValue(profileAtom) });
  return (
    <>
      <Banner>{t('dc.banner.title')}</Banner>
      <OverviewTabs current="check" />
      <div className="content">
        <section className="panel">
          <PageHeading>{t('dc.overview.title')}</PageHeading>
          <p>{t('dc.overview.description')}</p>
          <HereForChoice />
          <div className="dc-actions">
            {resume && <Button onClick={() => navigate(resume)}>{t('dc.overview.continue')}</Button>}
            <Button variant={resume ? 'secondary' : 'primary'} onClick={actions.begin}>
              {t('dc.overview.begin')}
            </Button>
          </div>
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
