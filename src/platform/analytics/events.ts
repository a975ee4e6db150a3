import type { RiskLevel } from '../../core/audit/risk-levels';

/**
 * Every analytics event the widgets push, and the parameters it may carry
 * (docs/decisions/0024-analytics-event-names.md). `track` takes only these: an event or a
 * parameter not listed here fails the type check. `null`: an event with no parameters.
 */
export type AnalyticsEventMap = {
  page_view: { route_name: string; path: string };
  audit_c_loaded: { route_name: string };
  drinking_check_start: null;
  drinking_check_answer: { question: number; score: number };
  never_drink_modal_view: null;
  never_drink_modal_skip: null;
  never_drink_modal_return: null;
  never_drink_modal_close: null;
  risk: { risk_level: RiskLevel; score: number };
  take_quiz_again: null;
  tab_change: { tab: 'check' | 'results' };
  risk_scale_click: { risk_level: RiskLevel };
  accordion_click: { panel: string; state: 'Open' | 'Closed' };
  find_out_more_view: null;
  find_out_more_click: { card: number };
  high_risk_support_click: { service: string };
  importance_rating: { rating: number };
  confidence_rating: { rating: number };
  advice_useful: { useful: boolean };
  results_email_submit: { automatic: boolean };
  calculator_goal_start: { weekly: boolean };
  calculator_goal_complete: { weekly: boolean; units: number; calories: number; drinks: number };
};

export type AnalyticsEventName = keyof AnalyticsEventMap;

/** `Given` with no key that `Shape` lacks: a spread cannot slip an undeclared field past the check. */
export type Exact<Shape, Given> = Given & { [K in Exclude<keyof Given, keyof Shape>]: never };

export type TrackArguments<K extends AnalyticsEventName, P> = AnalyticsEventMap[K] extends null
  ? []
  : [params: Exact<AnalyticsEventMap[K], P>];

export interface AnalyticsClient {
  track<K extends AnalyticsEventName, P extends AnalyticsEventMap[K]>(event: K, ...params: TrackArguments<K, P>): void;
}
