import { Banner } from '../../ui/components/Banner';
import { useSettings } from '../../ui/widget/widget-context';
import { useNarrowWidget } from '../../ui/widget/use-narrow-widget';
import { BackHeader } from './BackHeader';
import { MobileHeader } from './MobileHeader';
import { SubtitleHeader } from './SubtitleHeader';

interface Props {
  /** banner: welcome and results; subtitle: single and weekly drinks; back: other screens. */
  kind: 'banner' | 'subtitle' | 'back';
  title: string;
  onBack?: () => void;
}

/** The header of a screen (spec section 2); hidden in content-block mode; the mobile one when the widget is narrower than 768 px. */
export function CalculatorHeader({ kind, title, onBack }: Props) {
  const { contentBlock } = useSettings();
  const mobile = useNarrowWidget();
  // Content-block mode: the stylesheet hides the desktop headers (as widget.css does the banner).
  if (mobile && !contentBlock) {
    return (
      <>
        <MobileHeader title={title} onBack={onBack} />
        {/* The mobile header already shows the title; the guide stays reachable. */}
        {kind === 'subtitle' && <SubtitleHeader title={title} showTitle={false} />}
      </>
    );
  }
  if (kind === 'banner') return <Banner>{title}</Banner>;
  if (kind === 'subtitle') return <SubtitleHeader title={title} />;
  return <BackHeader title={title} onBack={onBack} />;
}
