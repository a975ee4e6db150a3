import { Banner } from '../../ui/components/Banner';
import { MobileHeader } from './MobileHeader';
import { useMobileHeader } from './use-mobile-header';

/** The banner of the welcome and results screens, or the mobile header below 768 px (spec section 2). */
export function BannerHeader({ title, onBack }: { title: string; onBack?: () => void }) {
  return useMobileHeader() ? <MobileHeader title={title} onBack={onBack} /> : <Banner>{title}</Banner>;
}
