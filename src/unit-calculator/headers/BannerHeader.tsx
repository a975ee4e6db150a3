import { Banner, WidgetBy } from '../../ui/components/Banner';
import { MobileHeader } from './MobileHeader';
import { useMobileHeader } from './use-mobile-header';

/**
 * The banner of the welcome and results screens, or the mobile header below 768 px (spec section
 * 2), which says whose tool it is on a partner's page as the banner does (docs/decisions/0132).
 */
export function BannerHeader({ title, onBack }: { title: string; onBack?: () => void }) {
  if (!useMobileHeader()) return <Banner>{title}</Banner>;
  return (
    <MobileHeader title={title} onBack={onBack}>
      <WidgetBy className="mobile-header__by" />
    </MobileHeader>
  );
}
