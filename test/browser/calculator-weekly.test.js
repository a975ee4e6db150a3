import { expect } from '@esm-bundle/chai';
import '/dist/esm/unit-calculator.js';
import { axeViolations, resetUrl, waitFor } from './helpers.js';
import {
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

const dayTab = (widget, day) => [...root(widget).querySelectorAll('.day-tabs button')].find((b) => b.textContent.includes(day));
const rows = (widget) =>
  [...root(widget).querySelectorAll('table.table tbody tr')].map((tr) => [...tr.children].map((cell) => cell.textContent));

describe('calculator: weekly drinks with the keyboard alone', () => {
  let holder;
  beforeEach(() => resetUrl());
  afterEach(() => holder?.remove());

  it('works out three days, one of them over the binge threshold', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator());
    await activate(widget, 'Calculate weekly drinks');
    await waitForHeading(widget, 'I normally drink on these days');
    const days = root(widget).querySelector('fieldset');
    expect(root(widget).getElementById(days.getAttribute('aria-labelledby'))?.localName, 'the question names the days').to.equal(
      'h1',
    );
    expect(visibleText(widget)).to.contain('If the days you drink on vary, use the last seven days.');
    expect(byName(widget, 'Continue').disabled, 'Continue with no day').to.be.true;
    expect(await axeViolations(widget), 'days of week').to.deep.equal([]);

    for (const day of ['Monday', 'Wednesday', 'Saturday']) {
      await tabTo(widget, day);
      await press('Space');
    }
    expect(byName(widget, 'Continue').disabled).to.be.false;
    await activate(widget, 'Continue');
    await waitForHeading(widget, 'What do you drink on Monday?');
    expect(dayTab(widget, 'Wed').disabled, "Wednesday's tab while Monday has no drinks").to.be.true;
    expect(byName(widget, 'Next').disabled, 'Next with no drinks on the day').to.be.true;
    expect(await axeViolations(widget), 'weekly drinks').to.deep.equal([]);

    await tabTo(widget, 'Number of drinks: Pint of beer (Pint, 4%)');
    await type('2');
    expect(dayTab(widget, 'Wed').disabled).to.be.false;
    await activate(widget, 'Next');
    await waitForHeading(widget, 'What do you drink on Wednesday?');
    await waitFor(() => active(widget) === root(widget).querySelector('h1'), 'focus on the day heading');
    expect(dayTab(widget, 'Wed').getAttribute('aria-current')).to.equal('step');

    // Back on a later day goes to the day before, with its drinks kept.
    await activate(widget, 'Back');
    await waitForHeading(widget, 'What do you drink on Monday?');
    expect(byName(widget, 'Number of drinks: Pint of beer (Pint, 4%)').value).to.equal('2');
    await activate(widget, 'Next');
    await waitForHeading(widget, 'What do you drink on Wednesday?');

    await activate(widget, 'Add one pint of beer');
    await activate(widget, 'Next');
    await waitForHeading(widget, 'What do you drink on Saturday?');
    expect(byName(widget, 'Results'), "the last day's button").to.exist;
    expect(byName(widget, 'Next')).to.equal(undefined);
    await tabTo(widget, 'Number of drinks: Large glass of wine (Large glass (250 ml), 13%)');
    await type('3');
    await activate(widget, 'Results');

    await waitForHeading(widget, 'Your weekly results');
    // The drinking days, each against the binge lines: whole calories, units to one decimal.
    expect(rows(widget)).to.deep.equal([
      ['Monday', 'Drinks2', 'Units4.5', 'Calories488', 'Binge lineUnder the binge lines: less than 6 units'],
      ['Wednesday', 'Drinks1', 'Units2.3', 'Calories244', 'Binge lineUnder the binge lines: less than 6 units'],
      ['Saturday', 'Drinks3', 'Units9.8', 'Calories623', 'Binge lineBinge drinking for men and women: 8 or more units'],
    ]);
    const units = root(widget).querySelector('.figure').textContent;
    expect(units).to.equal('16.6 units of alcohol');
    expect(visibleText(widget)).to.contain('more than the 14 units a week');
    expect(visibleText(widget)).to.contain(
      'You drink on 3 days a week, with 4 drink-free days. Your drinking is spread over three or more days.',
    );
    expect(visibleText(widget)).to.contain('Binge drinking means 6 or more units in one session for women, 8 or more for men.');

    // Chart: every day of the week; top 9.75 rounded up to 12; colour by risk, not by height.
    const bars = [...root(widget).querySelectorAll('.chart__column')];
    expect(bars.map((bar) => bar.querySelector('.visually-hidden').textContent)).to.deep.equal([
      'Monday: 4.5 units. Under the binge lines: less than 6 units.',
      'Tuesday: 0.0 units. Drink-free day.',
      'Wednesday: 2.3 units. Under the binge lines: less than 6 units.',
      'Thursday: 0.0 units. Drink-free day.',
      'Friday: 0.0 units. Drink-free day.',
      'Saturday: 9.8 units. Binge drinking for men and women: 8 or more units.',
      'Sunday: 0.0 units. Drink-free day.',
    ]);
    expect(bars.map((bar) => bar.querySelector('.chart__bar').className.split('--')[1])).to.deep.equal([
      'within',
      'none',
      'within',
      'none',
      'none',
      'both',
      'none',
    ]);
    expect([...root(widget).querySelectorAll('.chart__axis li')].map((li) => li.textContent)).to.deep.equal(['12', '8', '4']);
    expect(await axeViolations(widget), 'weekly results').to.deep.equal([]);

    // Back from results is the last day.
    await activate(widget, 'Back');
    await waitForHeading(widget, 'What do you drink on Saturday?');
  });

  it('sends days of week Back to welcome and keeps the chosen days', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator());
    await activate(widget, 'Calculate weekly drinks');
    await waitForHeading(widget, 'I normally drink on these days');
    await tabTo(widget, 'Friday');
    await press('Space');
    await activate(widget, 'Continue');
    await waitForHeading(widget, 'What do you drink on Friday?');
    await activate(widget, 'Back');
    await waitForHeading(widget, 'I normally drink on these days');
    expect(byName(widget, 'Friday').checked).to.be.true;
    await tabTo(widget, 'Back', { back: true });
    expect(nameOf(active(widget))).to.equal('Back');
    await press('Enter');
    await waitForHeading(widget, 'What would you like to work out?');
  });
});
