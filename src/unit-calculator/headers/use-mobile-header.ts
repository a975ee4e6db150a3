import { useNarrowWidget } from '../../ui/widget/use-narrow-widget';
import { useSettings } from '../../ui/widget/widget-context';

/**
 * The mobile header shows when the widget is narrower than 768 px, except in content-block mode
 * (where the stylesheet hides the desktop headers, as widget.css does the banner).
 */
export function useMobileHeader(): boolean {
  const { contentBlock } = useSettings();
  return useNarrowWidget() && !contentBlock;
}
