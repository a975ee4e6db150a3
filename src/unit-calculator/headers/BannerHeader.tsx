import { Banner } from '../../ui/components/Banner';
import { MobileHeader } from './MobileHeader';
import { useMobileHeader } from './use-mobile-header';

/** The banner of the welcome screen, or the mobile header below 768 px (spec section 2). */
export function BannerHeader({ title }: { title: string }) {
  return useMobileHeader() ? <MobileHeader title={title} /> : <Banner>{title}</Banner>;
}
