import { Banner } from '../../ui/components/Banner';
import { BackHeader } from './BackHeader';
import { MobileHeader } from './MobileHeader';
import { useMobileHeader } from './use-mobile-header';

interface Props {
  /** banner: welcome and results; back: the days of the week (the drinks screens have DrinksHeader). */
  kind: 'banner' | 'back';
  title: string;
  onBack?: () => void;
}

/** The header of a screen (spec section 2); hidden in content-block mode; the mobile one when the widget is narrower than 768 px. */
export function CalculatorHeader({ kind, title, onBack }: Props) {
  if (useMobileHeader()) return <MobileHeader title={title} onBack={onBack} />;
  if (kind === 'banner') return <Banner>{title}</Banner>;
  return <BackHeader title={title} onBack={onBack} />;
}
