import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Banner } from '../../ui/components/Banner';
import { useText } from '../../ui/use-text';
import { StepHeader } from '../components/StepHeader';
import { DC_ROUTES } from '../routes';
import { profileAtom } from '../state/atoms';
import { aboutYouProgress, previousAboutYouPath } from '../state/flow';

/** The frame of an about-you step: Back from step 2, Close to the overview, progress of 4 or 5. */
export function AboutYouFrame({ path, children }: { path: string; children: ReactNode }) {
  const t = useText();
  const profile = useAtomValue(profileAtom);
  const [, navigate] = useLocation();
  const { step, total } = aboutYouProgress(path, profile);
  return (
    <>
      <Banner>{t('dc.banner.title')}</Banner>
      <div className="content">
        <StepHeader
          kind="step"
          step={step}
          total={total}
          onBack={step > 1 ? () => navigate(previousAboutYouPath(path, profile)) : undefined}
          onClose={() => navigate(DC_ROUTES.overview)}
        />
        {children}
      </div>
    </>
  );
}
