import type { RiskLevel } from '../../core/audit';
import type { WidgetSettings } from '../../platform/host/settings';

/** What the embedded check shows under the heading, the badge and the score when it ends in place. */
export interface InPlaceEnding {
  /** 'Get support now': Drinkline to tap and call, and the GP. */
  support: boolean;
  /** The way on to the full results and advice, inside the widget. */
  fullResults: boolean;
}

/**
 * Higher risk and possible dependence always get support, and every level a way to the full
 * advice, unless the app shows its own result screen (`result-screen="app"`)
 * (docs/decisions/0220-the-app-ending-shows-support-and-the-way-on.md).
 */
export function inPlaceEnding(level: RiskLevel, resultScreen: WidgetSettings['resultScreen']): InPlaceEnding {
  if (resultScreen === 'app') return { support: false, fullResults: false };
  return { support: level === 'higher' || level === 'possibleDependence', fullResults: true };
}
