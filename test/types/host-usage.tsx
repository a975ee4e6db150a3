// Compiled against the rolled-up declarations beside the ES entries (dist/esm/*.d.ts), as a
// TypeScript host would use the widgets; both entries at once, as a page with both widgets.
// `npm test` fails if a line below stops type-checking or an expected error disappears.
import type { AppMessage, DrinkingCheckElement, SaveDetail, WidgetAttributes } from '../../dist/esm/drinking-check';
import { DRINKING_CHECK_TAG, WIDGET_MODE_BRAND } from '../../dist/esm/drinking-check';
import type { UnitCalculatorElement } from '../../dist/esm/unit-calculator';
import type { ResultDetail } from '../../dist/esm/types';

const check = document.createElement('drinking-check');
const typedCheck: DrinkingCheckElement = check;
const embedded: boolean = typedCheck.embedded;
const routing: 'hash' | 'memory' = check.routing;
const route: string = check.route;

check.addEventListener('dc-route-change', (event) => {
  const path: string = event.detail.path;
  const previous: string = event.detail.previousPath;
  console.info(path, previous);
});
check.addEventListener('dc-ready', (event) => console.info(event.detail.widget));
check.addEventListener('dc-save', (event) => {
  const status: SaveDetail['status'] = event.detail.status;
  console.info(status === 'stored' || status === 'pending' || status === 'rejected');
});

// What an app may post to an embedded widget.
const signOut: AppMessage = { type: 'signOut' };
const token: AppMessage = { access_token: 'header.payload.signature' };
// @ts-expect-error the app's messages are a token or the sign-out, nothing else
const other: AppMessage = { type: 'refresh' };
console.info(signOut, token, other);

// What an app's script calls on a Drinking Check (issue 34); the calculator has no sign-in.
typedCheck.appSignIn('header.payload.signature');
typedCheck.appSignOut();
// @ts-expect-error appSignIn takes the token as text
typedCheck.appSignIn({ access_token: 'header.payload.signature' });

// @ts-expect-error a route change carries no score
check.addEventListener('dc-route-change', (event) => event.detail.score);

// @ts-expect-error embedded is a boolean property
check.embedded = 'yes';

// @ts-expect-error route is read-only
check.route = '/overview';

const calculator: UnitCalculatorElement | null = document.querySelector('unit-calculator');
calculator?.addEventListener('ucc-ready', (event) => console.info(event.detail.path));
// @ts-expect-error the calculator never takes a token
calculator?.appSignIn('header.payload.signature');

export const page = (
  <>
    <drinking-check brand="partner" campaign="spring" embedded routing="memory" api-base="https://api.example.org" />
    <drinking-check unit-calculator-url="/unit-calculator" privacy-url="https://www.example.org/privacy" loader-duration={300} />
    <unit-calculator content-block="true" drinking-check-url="/drinking-check" />
    {/* @ts-expect-error routing is "hash" or "memory" */}
    <drinking-check routing="sideways" />
  </>
);

const tag: 'drinking-check' = DRINKING_CHECK_TAG;
const partner: WIDGET_MODE_BRAND = 'alcohol-awareness-widget';
// @ts-expect-error the brand names are types: the ES entries export no values but their tag names
console.info(WIDGET_MODE_BRAND, tag);
check.addEventListener('dc-result', (event) => {
  const level: ResultDetail['riskLevel'] = event.detail.riskLevel;
  console.info(level, partner);
});

const attributes: WidgetAttributes = { 'web-login': true, 'gtm-id': 'GTM-AB12CD', 'privacy-url': '/privacy' };
const privacy: string | undefined = typedCheck.privacyUrl;
const calculatorUrl: string | undefined = typedCheck.unitCalculatorUrl;
console.info(privacy, calculatorUrl);
console.info(embedded, routing, route, attributes);
