import { BackHeader } from './BackHeader';
import { MobileHeader } from './MobileHeader';
import { useMobileHeader } from './use-mobile-header';

/**
 * The header of the days of the week (spec section 2): the back header, or the mobile one when
 * the widget is narrower than 768 px; hidden in content-block mode. The welcome and results
 * screens have BannerHeader, the drinks screens DrinksHeader.
 */
export function CalculatorHeader({ title, onBack }: { title: string; onBack?: () => void }) {
  return useMobileHeader() ? <MobileHeader title={title} onBack={onBack} /> : <BackHeader title={title} onBack={onBack} />;
}
