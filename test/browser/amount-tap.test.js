import { expect } from '@esm-bundle/chai';
import { sendMouse } from '@web/test-runner-commands';
import '/dist/esm/unit-calculator.js';
import '/dist/esm/drinking-check.js';
import { sendKeys } from './keys.js';
import { mount, resetUrl, waitFor } from './helpers.js';
import { activate, byName, mountCalculator, waitForHeading } from './calculator-helpers.js';
import { chooseOption, onScreen, press, QUESTION_TITLES, resetCheckSession, tabUntil, walkAboutYou } from './check-helpers.js';

// A tap on an amount field that shows 0, then a typed digit, gives that digit in every engine. WebKit
// leaves a tapped field's caret before the 0, so a select-on-focus trick gave 20 for a typed 2
// (docs/decisions/0207-amount-fields-replace-their-zero.md).
const PLACES = { left: 0.1, centre: 0.5, right: 0.9 };

async function tap(input, where) {
  input.scrollIntoView({ block: 'center' });
  const box = input.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.left + box.width * PLACES[where]), Math.round(box.top + box.height / 2)],
  });
  await waitFor(() => input.getRootNode().activeElement === input, 'the tapped field focused');
}

describe('amount fields: a tap and a typed number gives that number', () => {
  let holder;
  beforeEach(() => resetUrl());
  afterEach(async () => {
    holder?.remove();
    resetCheckSession();
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  for (const where of Object.keys(PLACES)) {
    it(`calculator: tapped at its ${where}, a typed 2 is 2 and a typed 11 is 11`, async () => {
      let widget;
      ({ holder, widget } = await mountCalculator());
      await activate(widget, 'Calculate single drinks');
      await waitForHeading(widget, 'What did you drink?');
      const field = byName(widget, 'Number of drinks: Pint of beer (Pint, 4%)');
      await tap(field, where);
      await sendKeys({ type: '2' });
      expect(field.value).to.equal('2');
      const another = byName(widget, 'Number of drinks: Pint of cider (Pint, 4.5%)');
      await tap(another, where);
      await sendKeys({ type: '11' });
      expect(another.value, 'a repeated digit typed in full').to.equal('11');
    });
  }

  it('Drinking Check: tapped in the calculator under question two, 4 is 4 pints', async () => {
    resetCheckSession();
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check loader-duration="0"></drinking-check>'));
    const [check] = widgets;
    await walkAboutYou(check, { axe: false });
    await onScreen(check, QUESTION_TITLES[0]);
    await chooseOption(check, 3);
    await onScreen(check, QUESTION_TITLES[1]);
    await tabUntil(check, (el) => el.localName === 'summary', 'the calculator');
    await press('Enter');
    const field = await waitFor(
      () =>
        [...check.shadowRoot.querySelectorAll('.dc-picker input')].find((input) =>
          input.labels[0].textContent.startsWith('Beer, Pint'),
        ),
      'the pint field',
    );
    await waitFor(() => field.getBoundingClientRect().height > 0, 'the calculator open');
    await tap(field, 'left');
    await sendKeys({ type: '4' });
    expect(field.value).to.equal('4');
    expect(check.shadowRoot.querySelector('.dc-picker__total').textContent).to.contain('9.1 units');
  });
});
