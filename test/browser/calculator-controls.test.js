import { expect } from '@esm-bundle/chai';
import '/dist/esm/unit-calculator.js';
import { axeViolations, resetUrl, waitFor } from './helpers.js';
import {
  STORAGE_KEY,
  activate,
  active,
  byName,
  mountCalculator,
  nameOf,
  press,
  root,
  tabTo,
  type,
  visibleText,
  waitForHeading,
} from './calculator-helpers.js';

const BEER = 'Number of drinks: Pint of beer (Pint, 4%)';

async function openSingle() {
  const mounted = await mountCalculator();
  await activate(mounted.widget, 'Calculate single drinks');
  await waitForHeading(mounted.widget, 'What did you drink?');
  return mounted;
}

describe('calculator: amounts and Clear', () => {
  let holder;
  beforeEach(() => resetUrl());
  afterEach(() => holder?.remove());

  it('keeps amounts within 0 and 99; a non-number becomes 0; the mouse wheel changes nothing', async () => {
    let widget;
    ({ holder, widget } = await openSingle());
    const field = byName(widget, BEER);
    expect(byName(widget, 'Remove one pint of beer').disabled, 'minus at 0').to.be.true;
    expect(field.getAttribute('inputmode')).to.equal('numeric');

    await tabTo(widget, BEER);
    await type('99');
    expect(field.value).to.equal('99');
    expect(byName(widget, 'Add one pint of beer').disabled, 'plus at 99').to.be.true;
    expect(byName(widget, 'Remove one pint of beer').disabled).to.be.false;

    await press('Backspace');
    await press('Backspace');
    expect(field.value, 'an empty field is 0').to.equal('0');
    await press('Control+a');
    await type('x');
    expect(field.value, 'a letter is 0').to.equal('0');
    await press('Control+a');
    await type('7');
    expect(field.value).to.equal('7');

    field.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true, composed: true }));
    await waitFor(() => active(widget) !== field, 'the wheel blurs the field');
    expect(field.value).to.equal('7');

    // Minus down to 0 from the keyboard: focus stays on the field when minus turns disabled.
    // (Tab into a field selects what it shows, in every engine.)
    await tabTo(widget, BEER);
    await type('1');
    await tabTo(widget, 'Remove one pint of beer', { back: true });
    await press('Enter');
    expect(field.value).to.equal('0');
    expect(active(widget)).to.equal(field);
  });

  it('asks before clearing, and clears every drink on Yes', async () => {
    let widget;
    ({ holder, widget } = await openSingle());
    await activate(widget, 'Add one pint of beer');
    await activate(widget, 'Clear');
    let dialog = await waitFor(() => root(widget).querySelector('dialog[open]'), 'the Clear modal');
    expect(dialog.querySelector('h2').textContent).to.equal('Are you sure you want to clear all calculations?');
    expect(dialog.contains(active(widget)), 'focus inside the modal').to.be.true;
    expect(await axeViolations(widget), 'clear modal').to.deep.equal([]);

    await tabTo(widget, 'No, cancel');
    await press('Enter');
    await waitFor(() => !root(widget).querySelector('dialog[open]'), 'modal closed');
    expect(byName(widget, BEER).value, 'cancel keeps the drinks').to.equal('1');
    await waitFor(() => nameOf(active(widget)) === 'Clear', 'focus back on Clear');

    await press('Enter');
    dialog = await waitFor(() => root(widget).querySelector('dialog[open]'), 'the Clear modal again');
    await press('Escape');
    await waitFor(() => !root(widget).querySelector('dialog[open]'), 'Escape closes');
    expect(byName(widget, BEER).value).to.equal('1');

    await waitFor(() => nameOf(active(widget)) === 'Clear', 'focus back on Clear');
    await press('Enter');
    await waitFor(() => root(widget).querySelector('dialog[open]'), 'the Clear modal a third time');
    await tabTo(widget, 'Yes, clear all');
    await press('Enter');
    // Spec section 4: Clear empties every drink and resets the mode, so the person starts again.
    await waitForHeading(widget, 'What would you like to work out?');
    await waitFor(() => active(widget) === root(widget).querySelector('h1'), "focus on the first step's heading");
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    expect(byName(widget, BEER).value, 'drinks cleared').to.equal('0');
    expect(byName(widget, 'Clear').disabled, 'Clear with no drinks').to.be.true;
    expect(visibleText(widget)).to.contain('So far: 0 drinks, 0.0 units, 0 calories.');
  });

  it('clears a week too: its drinks, its days and the weekly mode', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator());
    await activate(widget, 'Calculate weekly drinks');
    await waitForHeading(widget, 'I normally drink on these days');
    await tabTo(widget, 'Tuesday');
    await press('Space');
    await activate(widget, 'Continue');
    await waitForHeading(widget, 'What do you drink on Tuesday?');
    await activate(widget, 'Add one pint of beer');
    expect(visibleText(widget)).to.contain('Tuesday so far: 1 drink, 2.3 units, 244 calories.');
    await activate(widget, 'Clear');
    await waitFor(() => root(widget).querySelector('dialog[open]'), 'the Clear modal');
    await tabTo(widget, 'Yes, clear all');
    await press('Enter');
    await waitForHeading(widget, 'What would you like to work out?');
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY));
    expect(stored).to.include({ isWeekly: false });
    expect(stored.days).to.deep.equal([]);
    await activate(widget, 'Calculate weekly drinks');
    await waitForHeading(widget, 'I normally drink on these days');
    expect(byName(widget, 'Tuesday').checked, 'the days were reset').to.be.false;
  });

  it('opens the guide from the info button and closes it with Close', async () => {
    let widget;
    ({ holder, widget } = await openSingle());
    await activate(widget, 'How to use this calculator', { back: true });
    const dialog = await waitFor(() => root(widget).querySelector('dialog[open]'), 'the guide');
    expect(dialog.textContent).to.contain('Units in common drinks');
    // It opens at its title, not scrolled to Close at the bottom.
    await waitFor(() => active(widget) === dialog.querySelector('h2'), "focus on the guide's title");
    expect(dialog.scrollTop).to.equal(0);
    // Each figure without the column name shown beside it where few words fit a line (aria-hidden).
    expect([...dialog.querySelectorAll('td')].map((td) => td.lastChild.textContent)).to.deep.equal([
      '1.7',
      '2.3',
      '2.6',
      '1.0',
      '1.1',
      '2.3',
    ]);
    expect(await axeViolations(widget), 'guide modal').to.deep.equal([]);
    await tabTo(widget, 'Close');
    await press('Tab');
    expect(dialog.contains(active(widget)), 'Tab stays in the dialog').to.be.true;
    await press('Shift+Tab');
    expect(dialog.contains(active(widget)), 'Shift+Tab stays in the dialog').to.be.true;
    await tabTo(widget, 'Close');
    await press('Enter');
    await waitFor(() => !root(widget).querySelector('dialog[open]'), 'guide closed');
    await waitFor(() => nameOf(active(widget)) === 'How to use this calculator', 'focus back on the info button');
  });
});
