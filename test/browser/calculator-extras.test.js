import { expect } from '@esm-bundle/chai';
import '/dist/esm/unit-calculator.js';
import { axeViolations, mount, resetUrl, waitFor } from './helpers.js';
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

// What people ask for (docs/decisions/0165-own-drink-spend-and-swaps.md), by keyboard alone, against figures worked out by hand.
const cells = (widget) =>
  [...root(widget).querySelectorAll('.whatif__table tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
const toggle = (widget, name) => [...root(widget).querySelectorAll('.whatif__toggle')].find((b) => b.textContent.endsWith(name));
const announced = (widget) => [...root(widget).querySelectorAll('.whatif [aria-live]')].map((p) => p.textContent).join('');

describe('calculator: a drink of your own, what it costs, and what if', () => {
  let holder;
  beforeEach(() => resetUrl());
  afterEach(() => {
    holder?.remove();
    sessionStorage.removeItem(STORAGE_KEY);
    resetUrl();
  });

  it('adds 4 of your own 5.5% 330 ml drink after clear messages, then prices them and tries a weaker one', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator());
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    await tabTo(widget, 'Popular');
    await press('ArrowRight');
    await press('ArrowRight');
    expect(nameOf(active(widget))).to.equal('Your own drink');
    expect(active(widget).getAttribute('aria-selected')).to.equal('true');

    // Add with nothing filled in: a message on each field, focus on the first.
    await activate(widget, 'Add drink');
    const strength = byName(widget, 'Strength (% ABV)');
    await waitFor(() => active(widget) === strength, 'focus on the strength field');
    expect(strength.getAttribute('aria-invalid')).to.equal('true');
    const errors = [...root(widget).querySelectorAll('.field__error')].map((e) => e.textContent);
    expect(errors).to.deep.equal(['Error: Enter the strength, like 4.5', 'Error: Enter the serving size in ml, like 330']);
    const describedBy = strength.getAttribute('aria-describedby').split(' ');
    expect(describedBy.map((id) => root(widget).getElementById(id).textContent)).to.deep.equal([
      'For example, 4.5',
      'Error: Enter the strength, like 4.5',
    ]);
    expect(await axeViolations(widget), 'own drink with errors').to.deep.equal([]);

    // A strength over 100 %.
    await type('150');
    await tabTo(widget, 'Serving size in ml');
    await type('330');
    await activate(widget, 'Add drink');
    await waitFor(() => active(widget) === strength, 'focus back on the strength');
    expect([...root(widget).querySelectorAll('.field__error')].map((e) => e.textContent)).to.deep.equal([
      'Error: Enter a strength more than 0 and up to 100, like 4.5',
    ]);

    strength.select();
    await type('5.5');
    await tabTo(widget, 'Number of drinks');
    await type('4');
    await activate(widget, 'Add drink');
    await waitFor(() => visibleText(widget).includes('Added: 4 x Your own drink, 330 ml, 5.5%.'), 'the added message');
    expect(root(widget).querySelectorAll('.field__error')).to.have.length(0);
    // 4 x 1.815 units = 7.26; no calories given: the alcohol's alone, 4 x 1.815 x 56 = 406.56.
    expect(visibleText(widget)).to.contain('So far: 4 drinks, 7.3 units, 407 calories.');
    expect(byName(widget, 'Number of drinks: your own drink, 330 ml, 5.5%').value).to.equal('4');

    await activate(widget, 'Calculate');
    await waitForHeading(widget, 'Your results');
    expect([...root(widget).querySelectorAll('.figure')].map((f) => f.textContent)).to.deep.equal([
      '7.3 units of alcohol',
      '407 calories',
      '1.3 cheeseburgers, in calories',
      '41 minutes of running to burn them off',
    ]);

    // A price: 4 x £3.80.
    await tabTo(widget, 'Price of one (£): Your own drink, 330 ml, 5.5%');
    await type('3.8');
    await waitFor(() => visibleText(widget).includes('These drinks cost £15.20.'), 'the spend');

    // What if: a 330 ml drink has no smaller serving; at 4.5 % it is 1.485 units and
    // 101.64 - 0.33 x 56 = 83.16 calories a drink.
    await activate(widget, 'Smaller glasses');
    expect(toggle(widget, 'Smaller glasses').getAttribute('aria-pressed')).to.equal('true');
    expect(visibleText(widget)).to.contain('None of your drinks changes with this.');
    await press('Enter');
    expect(toggle(widget, 'Smaller glasses').getAttribute('aria-pressed')).to.equal('false');
    expect(root(widget).querySelector('.whatif__table'), 'no table with no change chosen').to.equal(null);
    await tabTo(widget, 'Lower-strength drinks');
    await press('Space');
    expect(cells(widget)).to.deep.equal([
      ['Units', '7.3', '5.9'],
      ['Calories', '407', '333'],
      ['Spend', '£15.20', '£15.20'],
    ]);
    await waitFor(() => announced(widget) === 'With the changes: 5.9 units, 333 calories.', 'the new figures announced');
    expect(await axeViolations(widget), 'results with spend and a change').to.deep.equal([]);
  });

  it('gives a week of spend and a year of it, and combines changes to the week', async () => {
    // Monday 2 pints of 4% beer, Wednesday a single spirit, Saturday 3 large glasses of 13% wine.
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        isWeekly: true,
        days: [0, 2, 5],
        single: { popular: {}, added: [] },
        week: {
          0: { popular: { 'beer-pint': 2 }, added: [] },
          2: { popular: { 'spirits-single': 1 }, added: [] },
          5: { popular: { 'wine-large-glass': 3 }, added: [] },
        },
      }),
    );
    history.replaceState(null, '', '#ucc=/unit-and-calorie-calculator/results-weekly');
    let widgets;
    ({ holder, widgets } = await mount('<unit-calculator></unit-calculator>'));
    const [widget] = widgets;
    await waitForHeading(widget, 'Your weekly results');
    expect(root(widget).querySelector('.figure').textContent).to.equal('15.3 units of alcohol');

    await tabTo(widget, 'Price of one (£): Pint of beer (Pint, 4%)');
    await type('4.50');
    await tabTo(widget, 'Price of one (£): Large glass of wine (Large glass (250 ml), 13%)');
    await type('£7.25');
    // 2 x £4.50 + 3 x £7.25 = £30.75 a week; x 52 = £1,599 a year. The single spirit has no price.
    await waitFor(
      () => visibleText(widget).includes('You spend £30.75 a week on these drinks: £1,599 a year (52 weeks).'),
      'the spend',
    );
    expect(visibleText(widget)).to.contain('Drinks with no price are not counted.');

    // A price that is not one: said when the field is left, and not counted.
    await tabTo(widget, 'Price of one (£): Single spirit (Single (25 ml), 40%)');
    await type('two');
    await press('Tab');
    await waitFor(() => visibleText(widget).includes('Error: Enter a price in pounds and pence, like 4.50'), 'the price error');
    expect(visibleText(widget)).to.contain('You spend £30.75 a week');

    await activate(widget, 'Smaller glasses');
    await activate(widget, 'One more drink-free day');
    expect(visibleText(widget)).to.contain('Your lightest drinking day, Wednesday, without a drink.');
    // Half pints (2 x 1.136 units, 2 x 122.12 kcal, 2 x £2.25) and standard glasses (3 x 2.275 units,
    // 3 x 145.25 kcal, 3 x £5.08); Wednesday's single gone.
    expect(cells(widget)).to.deep.equal([
      ['Units', '15.3', '9.1'],
      ['Calories', '1,166', '680'],
      ['Spend', '£30.75', '£19.74'],
    ]);
    expect(await axeViolations(widget), 'weekly spend and changes').to.deep.equal([]);

    // The prices are kept with the work, and Clear (from the drinks) would empty them.
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY)).prices).to.deep.equal({ 'Beer-4-0.568': 450, 'Wine-13-0.25': 725 });
  });
});
