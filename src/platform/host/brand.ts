/** The brand used when a page sets none: the charity's own site. */
export const DEFAULT_BRAND = 'alcohol-awareness';

/**
 * Brand values that put a widget in widget mode (spec section 1): the charity's widget placed on
 * a partner's page. In widget mode links that leave the tool open in a new tab, so the partner's
 * page stays where the person left it.
 */
export const WIDGET_MODE_BRAND = 'alcohol-awareness-widget';
export const PARTNER_WIDGET_MODE_BRAND = 'alcohol-awareness-partner-widget';

const WIDGET_MODE_BRANDS: readonly string[] = [WIDGET_MODE_BRAND, PARTNER_WIDGET_MODE_BRAND];

export function isWidgetModeBrand(brand: string): boolean {
  return WIDGET_MODE_BRANDS.includes(brand);
}
