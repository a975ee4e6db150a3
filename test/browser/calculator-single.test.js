import { expect } from '@esm-bundle/chai';
import '/dist/esm/unit-calculator.js';
import { axeViolations, resetUrl, waitFor } from './helpers.js';
import {
  activate,
  active,
  byName,
  h1Text,
  mountCalculator,
  nameOf,
  press,
  root,
  tabTo,
  type,
  visibleText,
  waitForHeading,
} from './calculator-helpers.js';

describe('calculator: single drinks with the keyboard alone', () => {
  let holder;
  beforeEach(() => resetUrl());
  afterEach(() => holder?.remove());

  it('adds 2 pints of 4% beer and a 175 ml glass of 13% wine and shows 6.8 units', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator());
    expect(await axeViolations(widget), 'welcome').to.deep.equal([]);

    // The button labelled single starts the single flow (docs/decisions/0001-calculator-welcome-labels-win.md).
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    await waitFor(() => active(widget) === root(widget).querySelector('h1'), 'focus on the new heading');
    expect(byName(widget, 'Calculate').disabled, 'Calculate with no drinks').to.be.true;
    expect(byName(widget, 'Clear').disabled, 'Clear with no drinks').to.be.true;
    expect(await axeViolations(widget), 'single drinks, popular').to.deep.equal([]);

    await activate(widget, 'Add one pint of beer');
    await press('Enter');
    expect(byName(widget, 'Number of drinks: Pint of beer (Pint, 4%)').value).to.equal('2');

    // The wine through the All drinks tab: arrow keys move between the tabs.
    await tabTo(widget, 'Popular', { back: true });
    await press('ArrowRight');
    expect(nameOf(active(widget))).to.equal('All drinks');
    expect(active(widget).getAttribute('aria-selected')).to.equal('true');
    await tabTo(widget, 'Drink');
    await press('ArrowDown');
    await press('ArrowDown');
    expect(active(widget).selectedOptions[0].textContent).to.equal('Wine');
    await tabTo(widget, 'Serving size');
    await press('ArrowDown');
    expect(active(widget).selectedOptions[0].textContent).to.equal('Standard glass (175 ml)');
    expect(byName(widget, 'Add drink').disabled, 'Add drink at 0').to.be.true;
    await tabTo(widget, 'Number of drinks');
    await type('1');
    await activate(widget, 'Add drink');
    await waitFor(() => visibleText(widget).includes('Added: 1 x Wine, Standard glass (175 ml), 13%.'), 'added message');
    expect(visibleText(widget)).to.contain('So far: 3 drinks, 6.8 units, 634 calories.');
    expect(await axeViolations(widget), 'single drinks, all drinks').to.deep.equal([]);

    // The same wine is the popular standard glass: its amount went up rather than a new line.
    await tabTo(widget, 'All drinks', { back: true });
    await press('ArrowLeft');
    expect(byName(widget, 'Number of drinks: Standard glass of wine (Standard glass (175 ml), 13%)').value).to.equal('1');

    await activate(widget, 'Calculate');
    await waitForHeading(widget, 'Your results');
    const figures = [...root(widget).querySelectorAll('.figure')].map((f) => f.textContent);
    expect(figures[0]).to.equal('6.8 units of alcohol');
    // Whole calories and minutes (633.73 and 63.37), units and cheeseburgers to one decimal.
    expect(figures[1]).to.equal('634 calories');
    expect(figures[2]).to.equal('2.1 cheeseburgers, in calories');
    expect(figures[3]).to.equal('63 minutes of running to burn them off');
    expect(visibleText(widget)).to.contain(
      'That is 6 or more units in one session: binge drinking for women, though under the 8 units for men.',
    );
    // No Drinking Check on this page and no drinking-check-url, no store links: neither shows.
    expect(byName(widget, 'Take the Drinking Check')).to.equal(undefined);
    expect(root(widget).querySelector('.store-links')).to.equal(null);
    expect(await axeViolations(widget), 'results single').to.deep.equal([]);

    // The guideline modal: labelled, focus inside, Escape closes and focus returns.
    await activate(widget, 'Read the low-risk drinking guidelines');
    const dialog = root(widget).querySelector('dialog[open]');
    expect(dialog).to.exist;
    expect(root(widget).getElementById(dialog.getAttribute('aria-labelledby')).textContent).to.equal(
      'The low-risk drinking guidelines',
    );
    expect(dialog.contains(active(widget))).to.be.true;
    expect(await axeViolations(widget), 'guideline modal').to.deep.equal([]);
    await press('Escape');
    await waitFor(() => !root(widget).querySelector('dialog[open]'), 'modal closed');
    await waitFor(() => nameOf(active(widget)) === 'Read the low-risk drinking guidelines', 'focus back on the opener');

    // Back goes one step back with the drinks kept; then Use tool again starts afresh.
    await activate(widget, 'Back');
    await waitForHeading(widget, 'What did you drink?');
    await activate(widget, 'Calculate');
    await waitForHeading(widget, 'Your results');
    await activate(widget, 'Use tool again');
    await waitForHeading(widget, 'What would you like to work out?');
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    expect(byName(widget, 'Number of drinks: Pint of beer (Pint, 4%)').value).to.equal('0');
    expect(h1Text(widget)).to.equal('What did you drink?');
  });

  it('sends the single drinks screen Back to welcome', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator());
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    await activate(widget, 'Back');
    await waitForHeading(widget, 'What would you like to work out?');
  });
});
