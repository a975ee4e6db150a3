// The typed contracts where events leave the widget: `notify` (the host's custom events and the
// parent app's messages) and analytics (the dataLayer) take only the events of their maps, with
// only the fields each declares. Each @ts-expect-error below must be an error, or tsc fails.
import type { PlatformServices } from '../../src/platform/services';

declare const platform: PlatformServices;
const { host, analytics } = platform;
const figures = { units: 4.54, calories: 488, drinks: 2 };

host.notify('calculator-results', { weekly: false, ...figures, cheeseburgers: 1.61, runningMinutes: 48.8 });
host.notify('save', { status: 'stored' });
// @ts-expect-error a field the event's detail does not declare, even through a spread
host.notify('calculator-results', { weekly: false, ...figures, bottles: 2 });
// @ts-expect-error an undeclared field in a literal
host.notify('save', { status: 'stored', key: 'abc' });
// @ts-expect-error a value the detail does not allow
host.notify('save', { status: 'lost' });
// @ts-expect-error an event no element dispatches
host.notify('results-emailed', {});

analytics.track('drinking_check_start');
analytics.track('calculator_goal_complete', { weekly: true, ...figures });
analytics.track('risk', { risk_level: 'higher', score: 17 });
// @ts-expect-error an undeclared parameter, even through a spread: nothing unplanned reaches the dataLayer
analytics.track('calculator_goal_start', { weekly: true, ...figures });
// @ts-expect-error a parameter that could carry personal data is not declared on any event
analytics.track('results_email_submit', { automatic: false, email: 'a@b.c' });
// @ts-expect-error an event not in the map
analytics.track('begin_check');
// @ts-expect-error an event with parameters needs them
analytics.track('tab_change');
// @ts-expect-error an event without parameters takes none
analytics.track('take_quiz_again', { again: true });
