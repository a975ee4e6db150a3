import type { ReactNode } from 'react';
import { useText } from '../use-text';
import { useSettings } from '../widget/widget-context';

/**
 * The coloured title band at the top of a tool; hidden in content-block mode by the stylesheet.
 * In widget mode (a partner's page) it also says whose tool it is (docs/decisions/0132).
 */
export function Banner({ children }: { children: ReactNode }) {
  return (
    <div className="banner">
      <p className="banner__title">{children}</p>
      <WidgetBy className="banner__by" />
    </div>
  );
}

/** In widget mode, whose tool it is, under a tool's title (docs/decisions/0132); nothing otherwise. */
export function WidgetBy({ className }: { className: string }) {
  const t = useText();
  const { widgetMode } = useSettings();
  return widgetMode ? <p className={className}>{t('common.widgetBy')}</p> : null;
}
