import { expect } from '@esm-bundle/chai';
import '/dist/esm/unit-calculator.js';
import { resetUrl, waitFor } from './helpers.js';
import { activate, mountCalculator, waitForHeading } from './calculator-helpers.js';

// WebKit refuses a page's 101st history call in 10 s with a SecurityError, and the host page's
// own calls count: the widget must still move, without an error, and put its route in the address
// once the browser allows (docs/decisions/0209-history-writes-within-the-browsers-limit.md).
describe('history: a host that used up the browser allowance', () => {
  let holder;
  let errors;
  const record = (event) => errors.push(String(event.message ?? event.reason));
  beforeEach(() => {
    resetUrl();
    errors = [];
    addEventListener('error', record);
    addEventListener('unhandledrejection', record);
  });
  afterEach(() => {
    removeEventListener('error', record);
    removeEventListener('unhandledrejection', record);
    holder?.remove();
    resetUrl();
  });

  it('moves to the next step with hash routing, and its route reaches the address later', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator('')); // hash routing, as a page gets by default
    for (let call = 0; call < 110; call += 1) {
      try {
        history.replaceState(null, '', `${location.pathname}#host-${call % 2}`);
      } catch {
        break; // WebKit: the allowance is used up
      }
    }
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    expect(errors).to.deep.equal([]);
    await waitFor(() => location.hash.includes('single'), 'the route in the address', 15000);
  });
});
