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
    await waitFor(
      () => ['drinking-check', 'unit-calculator'].every((tag) => widget(tag)?.shadowRoot?.querySelector('h1')),
      'both widgets',
    );
    win.focus();
  });
  after(() => {
    frame?.remove();
    resetCheckSession();
  });

  it('asks the blocked API nothing more once it has seen the block, in a whole journey of both widgets, and shows both results', async function () {
    this.timeout(40000);
    // The calls both widgets make as they start go out together, before any block is reported.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const atStart = blocked().length;
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

    console.log(`connect-src violations: ${atStart} as the widgets started, ${blocked().length} after the whole journey`);
    expect(atStart, 'the calls made at start were blocked').to.be.above(0);
    // Made at once, before any answer: each widget's copy in parts of at most 100 keys (two each), the calculator's two drink lists.
    expect(atStart, 'at most the six calls made at start (copy in parts, and the drinks)').to.be.at.most(6);
    expect(blocked().length, 'no retry, and no later call to the blocked API (the article, the save, the usage)').to.equal(
      atStart,
    );
    expect(win.cspViolations.filter((v) => !v.directive.startsWith('connect-src'))).to.deep.equal([]);
  });
});
