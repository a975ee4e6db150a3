import type { SettingsProblem } from './attribute-mending';

/** Event names are prefixed per widget: `dc-` for the Drinking Check, `ucc-` for the calculator. */
export type EventPrefix = 'dc' | 'ucc';

export interface ReadyDetail {
  /** The element's tag name. */
  widget: string;
  /** The route shown first. */
  path: string;
}

export interface RouteChangeDetail {
  path: string;
  previousPath: string;
}

/** The Drinking Check's result: the risk level's key and the total score. */
export interface ResultDetail {
  riskLevel: 'low' | 'increasing' | 'higher' | 'possibleDependence';
  score: number;
}

/** The calculator's totals when its results open (units to 2 decimals, calories whole). */
export interface CalculatorResultsDetail {
  units: number;
  /** How many drinks the totals count. */
  drinks: number;
  calories: number;
  weekly: boolean;
  cheeseburgers?: number;
  runningMinutes?: number;
}

/** A link that leaves the widget was followed (embedded: the parent app opens it). */
export interface LinkOpenDetail {
  url: string;
}

export interface SignInChangeDetail {
  signedIn: boolean;
}

/**
 * How a Drinking Check save ended: `stored` (the API answered with the save's stored record),
 * `pending` (no such answer in time: it waits in the element's session and goes again on the next
 * start, reload or return online, under the same key) or `rejected` (the API refused it, or the
 * page's CSP blocks it).
 */
export interface SaveDetail {
  status: 'stored' | 'pending' | 'rejected';
}

/** What is wrong with the element as the page wrote it, now (docs/decisions/0274): the new `settingsProblems`. */
export interface SettingsProblemsDetail {
  problems: readonly SettingsProblem[];
}

/** What each event of a widget carries, by the part of its name after the prefix. */
export interface WidgetEventDetails {
  ready: ReadyDetail;
  'route-change': RouteChangeDetail;
  result: ResultDetail;
  'calculator-results': CalculatorResultsDetail;
  'link-open': LinkOpenDetail;
  'sign-in-change': SignInChangeDetail;
  save: SaveDetail;
  'settings-problems': SettingsProblemsDetail;
}

export type WidgetEventName = keyof WidgetEventDetails;

type Prefixed<P extends EventPrefix> = {
  [K in keyof WidgetEventDetails as `${P}-${K}`]: CustomEvent<WidgetEventDetails[K]>;
};

export type DrinkingCheckEventMap = Prefixed<'dc'>;
export type UnitCalculatorEventMap = Prefixed<'ucc'>;

/** Every event bubbles and crosses the shadow boundary, so a host can listen anywhere above. */
export function dispatchWidgetEvent<K extends keyof WidgetEventDetails>(
  target: EventTarget,
  prefix: EventPrefix,
  name: K,
  detail: WidgetEventDetails[K],
): void {
  target.dispatchEvent(new CustomEvent(`${prefix}-${name}`, { detail, bubbles: true, composed: true }));
}
