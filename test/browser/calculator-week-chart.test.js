import { expect } from '@esm-bundle/chai';
import { setViewport, itInWindow } from './keys.js';
import '/dist/esm/unit-calculator.js';
import { axeViolations, mount, resetUrl, waitFor } from './helpers.js';
import { STORAGE_KEY, root, visibleText, waitForHeading } from './calculator-helpers.js';
import { chartProblems } from './large-text-measure.js';

// Hand-made weeks (docs/decisions/0160-chart-colour-means-risk.md): the chart's top, labels, colours and marks, and the
// week's pattern, worked out by hand from the built-in drinks.
const can500 = {
  name: 'Beer',
  abv: 4,
  measureDescription: '500 ml can',
  measureLitres: 0.5,
  caloriesPer100ml: 43,
  image: 'Beer.svg',
};
const slot = (popular = {}, added = []) => ({ popular, added });

async function openWeek(week) {
  const days = Object.keys(week).map(Number);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ isWeekly: true, days, currentDay: 0, single: slot(), week }));
  history.replaceState(null, '', '#ucc=/unit-and-calorie-calculator/results-weekly');
  const mounted = await mount('<unit-calculator></unit-calculator>');
  const widget = mounted.widgets[0];
  await waitForHeading(widget, 'Your weekly results');
  return { ...mounted, widget };
}

const columns = (widget) =>
  [...root(widget).querySelectorAll('.chart__column')].map((column) => ({
    value: column.querySelector('.chart__value').firstChild.textContent,
    level: column.querySelector('.chart__bar').className.split('--')[1],
    colour: getComputedStyle(column.querySelector('.chart__bar')).backgroundColor,
    mark: column.querySelector('.chart__mark')?.textContent ?? '',
  }));
const axis = (widget) => [...root(widget).querySelectorAll('.chart__axis li')].map((li) => li.textContent);

const RED = 'rgb(177, 14, 30)';
const ORANGE = 'rgb(179, 83, 0)';
const BLUE = 'rgb(29, 112, 184)';
const GREY = 'rgb(111, 119, 123)';
const drinkFree = { value: '0.0', level: 'none', colour: GREY, mark: '' };

describe('calculator: the weekly chart means risk, not height', () => {
  let holder;
  afterEach(async () => {
    holder?.remove();
    sessionStorage.removeItem(STORAGE_KEY);
    resetUrl();
    await setViewport({ width: 800, height: 600 });
  });

  it('a 2-unit week: a small blue bar on a scale up to 9, nothing marked', async () => {
    let widget;
    ({ holder, widget } = await openWeek({ 2: slot({}, [{ ...can500, key: 'Beer-4-0.5', amount: 1 }]) }));
    // 2 units: the top is the men's binge line (8) rounded up to a multiple of 3.
    expect(axis(widget)).to.deep.equal(['9', '6', '3']);
    expect(columns(widget)).to.deep.equal([
      drinkFree,
      drinkFree,
      { value: '2.0', level: 'within', colour: BLUE, mark: '' },
      drinkFree,
      drinkFree,
      drinkFree,
      drinkFree,
    ]);
    const bar = root(widget).querySelectorAll('.chart__bar')[2];
    const plot = root(widget).querySelector('.chart__bars');
    expect(bar.getBoundingClientRect().height / plot.clientHeight).to.be.closeTo(2 / 9, 0.02);
    expect(visibleText(widget)).to.contain('You drink on 1 day a week, with 6 drink-free days.');
    expect(visibleText(widget)).to.contain('Your drinking is not spread over three or more days.');
    expect(visibleText(widget)).to.contain('That is within the guideline of no more than 14 units a week.');
    expect(await axeViolations(widget)).to.deep.equal([]);
  });

  it('a binge day: red and marked 8 or more, orange and marked 6 or more, with the lines drawn', async () => {
    let widget;
    // Friday 4 pints of 4% beer (9.088 units), Saturday 3 (6.816), Sunday 1 (2.272).
    ({ holder, widget } = await openWeek({
      4: slot({ 'beer-pint': 4 }),
      5: slot({ 'beer-pint': 3 }),
      6: slot({ 'beer-pint': 1 }),
    }));
    expect(axis(widget)).to.deep.equal(['12', '8', '4']);
    expect(columns(widget)).to.deep.equal([
      drinkFree,
      drinkFree,
      drinkFree,
      drinkFree,
      { value: '9.1', level: 'both', colour: RED, mark: '8 or more' },
      { value: '6.8', level: 'women', colour: ORANGE, mark: '6 or more' },
      { value: '2.3', level: 'within', colour: BLUE, mark: '' },
    ]);
    // The binge lines at 6 and 8 of 12: half and two thirds of the way up.
    const plot = root(widget).querySelector('.chart__bars').getBoundingClientRect();
    const heightOf = (line) => (plot.bottom - root(widget).querySelector(line).getBoundingClientRect().top) / plot.height;
    expect(heightOf('.chart__line--6')).to.be.closeTo(0.5, 0.02);
    expect(heightOf('.chart__line--8')).to.be.closeTo(2 / 3, 0.02);
    // The key says in words what each colour and mark means.
    expect([...root(widget).querySelectorAll('.chart__key li')].map((li) => li.textContent)).to.deep.equal([
      '“8 or more”: Binge drinking for men and women: 8 or more units',
      '“6 or more”: Binge drinking for women: 6 or more units',
      'Under the binge lines: less than 6 units',
      'Drink-free day',
      'Dashed lines: the binge lines, at 6 units (women) and 8 units (men)',
    ]);
    expect(visibleText(widget)).to.contain(
      'You drink on 3 days a week, with 4 drink-free days. Your drinking is spread over three or more days.',
    );
    expect(visibleText(widget)).to.contain('18.2 units of alcohol');
    expect(await axeViolations(widget)).to.deep.equal([]);
  });

  // Issue 27, item 12: the line is AUDIT question three's, '6 or more' (docs/decisions/0213-one-binge-line-in-both-tools.md).
  it('a day of exactly 6 units is a binge for women: the line is 6 or more, as question three asks', async () => {
    let widget;
    const six = {
      name: 'Your own drink',
      abv: 40,
      measureDescription: '150 ml',
      measureLitres: 0.15,
      caloriesPer100ml: 0,
      image: '',
    };
    ({ holder, widget } = await openWeek({ 0: slot({}, [{ ...six, key: 'Your own drink-40-0.15', amount: 1 }]) }));
    expect(columns(widget)[0]).to.deep.equal({ value: '6.0', level: 'women', colour: ORANGE, mark: '6 or more' });
    expect(axis(widget)).to.deep.equal(['9', '6', '3']);
  });

  it('in a 300 px column, keeps each figure and its mark inside the widget, even by the longest bar', async () => {
    let widget;
    // Monday 5 pints (11.36 units) on a scale to 12: the bar ends near the plot's right edge.
    ({ holder, widget } = await openWeek({ 0: slot({ 'beer-pint': 5 }), 4: slot({ 'beer-pint': 2 }) }));
    holder.style.width = '300px';
    const body = root(widget).querySelector('.chart__body');
    await waitFor(() => getComputedStyle(body).flexDirection === 'column-reverse', 'the chart laid out across');
    expect(columns(widget)[0]).to.include({ value: '11.4', mark: '8 or more' });
    const box = root(widget).querySelector('.widget').getBoundingClientRect();
    const chart = root(widget).querySelector('.chart').getBoundingClientRect();
    for (const value of root(widget).querySelectorAll('.chart__value')) {
      const rect = value.getBoundingClientRect();
      expect(rect.right, `${value.textContent}: inside the chart`).to.be.at.most(chart.right + 0.5);
      expect(rect.right, `${value.textContent}: inside the widget`).to.be.at.most(box.right + 0.5);
    }
    expect(root(widget).querySelector('.widget').scrollWidth, 'the widget does not scroll sideways').to.be.at.most(
      root(widget).querySelector('.widget').clientWidth,
    );
  });

  // Issue 36: a mark was hidden by the next day's row, and the dashed lines struck figures through.
  const ownDrink = (litres) => ({
    name: 'Your own drink',
    abv: 10,
    measureDescription: `${litres * 1000} ml`,
    measureLitres: litres,
    caloriesPer100ml: 0,
    image: '',
    key: `Your own drink-10-${litres}`,
    amount: 1,
  });
  // Thursday 7.7 units and Friday 7.5, both over the 6-unit line and just under the 8-unit one.
  const twoDaysOverSix = { 3: slot({}, [ownDrink(0.77)]), 4: slot({}, [ownDrink(0.75)]) };

  for (const width of [375, 320]) {
    it(`in a ${width} px column, two days in a row over the 6-unit line each show their "6 or more", nothing on top of it`, async () => {
      let widget;
      ({ holder, widget } = await openWeek(twoDaysOverSix));
      holder.style.width = `${width}px`;
      const body = root(widget).querySelector('.chart__body');
      await waitFor(() => getComputedStyle(body).flexDirection === 'column-reverse', 'the chart laid out across');
      expect(columns(widget).slice(3, 5)).to.deep.equal([
        { value: '7.7', level: 'women', colour: ORANGE, mark: '6 or more' },
        { value: '7.5', level: 'women', colour: ORANGE, mark: '6 or more' },
      ]);
      expect(chartProblems(widget)).to.deep.equal([]);
    });
  }

  it('in a wide widget the dashed lines pass behind the figures and marks, never through them', async () => {
    await setViewport({ width: 1280, height: 800 });
    let widget;
    ({ holder, widget } = await openWeek(twoDaysOverSix));
    expect(getComputedStyle(root(widget).querySelector('.chart__body')).flexDirection).to.equal('row');
    // On a scale to 9, the 8-unit line crosses the figures over the 7.7 and 7.5 bars.
    expect(axis(widget)).to.deep.equal(['9', '6', '3']);
    expect(chartProblems(widget)).to.deep.equal([]);
  });

  itInWindow(320)('reads the day table on a 320 px phone: each day a card, no column off screen', async () => {
    await setViewport({ width: 320, height: 640 });
    let widget;
    ({ holder, widget } = await openWeek({ 4: slot({ 'beer-pint': 4 }), 5: slot({ 'wine-large-glass': 3 }) }));
    const table = root(widget).querySelector('.day-table');
    const box = root(widget).querySelector('.widget').getBoundingClientRect();
    expect(table.scrollWidth, 'nothing to scroll sideways').to.be.at.most(table.clientWidth);
    for (const cell of table.querySelectorAll('tbody th, tbody td')) {
      const rect = cell.getBoundingClientRect();
      expect(rect.left, cell.textContent).to.be.at.least(box.left);
      expect(rect.right, cell.textContent).to.be.at.most(box.right + 0.5);
    }
    // Each figure has its column's name beside it, on screen.
    const labels = [...table.querySelectorAll('tbody tr:first-child .day-table__label')];
    expect(labels.map((label) => [label.textContent, label.getBoundingClientRect().width > 0])).to.deep.equal([
      ['Drinks', true],
      ['Units', true],
      ['Calories', true],
      ['Binge line', true],
    ]);
    expect([...table.querySelectorAll('tbody th')].map((th) => th.textContent)).to.deep.equal(['Friday', 'Saturday']);
    expect(root(widget).querySelector('.widget').scrollWidth, 'the widget does not scroll sideways').to.be.at.most(320);
    expect(await axeViolations(widget)).to.deep.equal([]);
  });

  it('shows the table as a table in a wide widget, the labels hidden', async () => {
    let widget;
    ({ holder, widget } = await openWeek({ 4: slot({ 'beer-pint': 4 }) }));
    const label = root(widget).querySelector('.day-table__label');
    expect(getComputedStyle(label).display).to.equal('none');
    expect([...root(widget).querySelectorAll('.day-table thead th')].map((th) => th.textContent)).to.deep.equal([
      'Day',
      'Drinks',
      'Units',
      'Calories',
      'Binge line',
    ]);
  });
});
