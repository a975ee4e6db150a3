/**
 * The events the elements dispatch, for the docs and custom-elements.json (never bundled). Keyed
 * by WidgetEventDetails, so an event added there without a row here fails the type check.
 */
import type { WidgetEventDetails } from './events';

type Tag = 'drinking-check' | 'unit-calculator';

export interface EventDoc {
  widgets: readonly Tag[];
  /** The detail's type, exported from the package's types. */
  detailType: string;
  /** Markdown, for the docs' table. */
  detail: string;
  when: string;
}

const BOTH: readonly Tag[] = ['drinking-check', 'unit-calculator'];

export const EVENT_DOCS: { [K in keyof WidgetEventDetails]: EventDoc } = {
  ready: {
    widgets: BOTH,
    detailType: 'ReadyDetail',
    detail: '`{ widget, path }`',
    when: 'the widget has drawn its first screen',
  },
  'route-change': {
    widgets: BOTH,
    detailType: 'RouteChangeDetail',
    detail: '`{ path, previousPath }`',
    when: 'the person moved to another screen',
  },
  result: {
    widgets: ['drinking-check'],
    detailType: 'ResultDetail',
    detail: '`{ riskLevel, score }` (`riskLevel`: `low`, `increasing`, `higher`, `possibleDependence`)',
    when: 'a Drinking Check result is shown',
  },
  'calculator-results': {
    widgets: ['unit-calculator'],
    detailType: 'CalculatorResultsDetail',
    detail: '`{ units, calories, drinks, weekly, cheeseburgers, runningMinutes }`',
    when: "the calculator's results open",
  },
  'link-open': {
    widgets: BOTH,
    detailType: 'LinkOpenDetail',
    detail: '`{ url }`',
    when: 'a link that leaves the widget was followed',
  },
  'sign-in-change': {
    widgets: ['drinking-check'],
    detailType: 'SignInChangeDetail',
    detail: '`{ signedIn }`',
    when: "the person signed in or out (a token that expires, cannot be read or is followed by the app's sign-out message signs them out). The calculator has no sign-in: it never asks for or takes a token",
  },
  save: {
    widgets: ['drinking-check'],
    detailType: 'SaveDetail',
    detail: '`{ status }` (`stored`, `pending`, `rejected`)',
    when: "a Drinking Check save ended: `stored`, the API answered with its stored record; `pending`, no such answer in time (none, an error, or a 2xx without the record, such as `202` 'queued'), it waits in the element's session and is sent again (see [Saves](#saves-slow-networks-and-a-page-that-moves-things)); `rejected`, the API refused it or the page's CSP blocks the call, and it is not sent again",
  },
  'settings-problems': {
    widgets: BOTH,
    detailType: 'SettingsProblemsDetail',
    detail: '`{ problems }`: the new `settingsProblems`',
    when: 'the list of what is wrong with the tag changed: its words loaded after the element started (before the ready event, which waits for them), or an attribute change mended, added or cleared a problem. Not sent to an app (see [What the widget mends](#what-the-widget-mends-and-what-it-tells-you))',
  },
};

export const EVENT_PREFIXES: Record<Tag, string> = { 'drinking-check': 'dc', 'unit-calculator': 'ucc' };
