// Issue 14, finding 6: under a policy whose connect-src leaves out the API, a blocked call is
// not retried (a journey gave 27 violations), and both widgets still take a person to a result.
import { expect } from '@esm-bundle/chai';
import { activate, waitForHeading } from './calculator-helpers.js';
import { onScreen, resetCheckSession, walkAboutYou, walkQuestions } from './check-helpers.js';
import { openPage, resetUrl, waitFor } from './helpers.js';

describe('a page whose CSP blocks the API', () => {
  let frame;
  let win;
  const widget = (tag) => win.document.querySelector(tag);
  const blocked = () => win.cspViolations.filter((v) => v.directive.startsWith('connect-src'));

  before(async () => {
    resetUrl();
    resetCheckSession();
    frame = await openPage('/test/browser/fixtures/csp-blocked.html');
    win = frame.contentWindow;
    await waitFor(() => ['drinking-check', 'unit-calculator'].every((tag) => widget(tag)?.shadowRoot?.querySelector('h1')), 'both widgets');
    win.focus();
  });
  after(() => {
    frame?.remove();
    resetCheckSession();
  });

  it('asks for each blocked address at most once in a whole journey of both widgets, and shows both results', async function () {
    this.timeout(40000);
    const check = widget('drinking-check');
    await walkAboutYou(check, { axe: false });
    await walkQuestions(check, [1, 0, 2], { axe: false });
    await onScreen(check, 'Your Drinking Check result');
    const calculator = widget('unit-calculator');
    await activate(calculator, 'Calculate single drinks');
    await waitForHeading(calculator, 'What did you drink?');
    await activate(calculator, 'Add one pint of beer');
    await activate(calculator, 'Calculate');
    await waitForHeading(calculator, 'Your results');
    // Retries would come 1 to 4 s apart: give them time to show.
    await new Promise((resolve) => setTimeout(resolve, 5000));

    const byAddress = new Map();
    for (const { blocked: url } of blocked()) byAddress.set(url.split('?')[0], (byAddress.get(url.split('?')[0]) ?? 0) + 1);
    console.log(`connect-src violations in the journey: ${blocked().length}, for ${byAddress.size} addresses`);
    expect(blocked().length, 'some call was blocked').to.be.above(0);
    expect([...byAddress].filter(([, count]) => count > 1), 'an address asked for twice').to.deep.equal([]);
    expect(win.cspViolations.filter((v) => !v.directive.startsWith('connect-src'))).to.deep.equal([]);
  });
});
