import { MobileHeader } from './MobileHeader';
import { SubtitleHeader } from './SubtitleHeader';
import { useMobileHeader } from './use-mobile-header';

/**
 * The header of the single and weekly drinks screens: the title and the guide's button, under the
 * mobile header (which shows the title itself) when the widget is narrow. It and the guide load
 * with those screens, not in the first load.
 */
export function DrinksHeader({ title, onBack }: { title: string; onBack?: () => void }) {
  if (!useMobileHeader()) return <SubtitleHeader title={title} />;
  return (
    <>
      <MobileHeader title={title} onBack={onBack} />
      <SubtitleHeader title={title} showTitle={false} />
    </>
  );
}
