import { expect } from '@esm-bundle/chai';
import '/dist/esm/unit-calculator.js';
import { mount, resetUrl } from './helpers.js';
import { STORAGE_KEY, root, waitForHeading } from './calculator-helpers.js';

// Issue 27, item 3: the weekly chart's axis in a narrow widget (a phone). Every tick's figure is
// drawn where its value is on the bars' scale, and every bar ends where its value is
// (docs/decisions/0160-chart-colour-means-risk.md). Measured in pixels at widget widths of 320 and
// 375 px (a container of that width: every engine, whatever its narrowest window), and at 800 px,
// where the bars stand upright.

const slot = (popular = {}) => ({ popular, added: [] });
// Monday 2 pints of 4% beer (4.544 units), Friday 4 (9.088), Saturday 3 (6.816): a top of 12.
const WEEK = { 0: slot({ 'beer-pint': 2 }), 4: slot({ 'beer-pint': 4 }), 5: slot({ 'beer-pint': 3 }) };
const PINT = 0.568 * 4;
const UNITS = [2 * PINT, 0, 0, 0, 4 * PINT, 3 * PINT, 0];
const TOP = 12;
const TOLERANCE = 2;

async function openWeek(width) {
  sessionStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ isWeekly: true, days: [0, 4, 5], currentDay: 0, single: slot(), week: WEEK }),
  );
  history.replaceState(null, '', '#ucc=/unit-and-calorie-calculator/results-weekly');
  const box = document.createElement('div');
  box.style.width = `${width}px`;
  document.body.append(box);
  const { holder, widgets } = await mount('<unit-calculator></unit-calculator>', box);
  await waitForHeading(widgets[0], 'Your weekly results');
  holder.remove();
  box.append(holder);
  return { box, widget: widgets[0] };
}

/** Figures of one chart, in pixels from its zero line: each tick's centre and each bar's end. */
function measure(widget) {
  const across = getComputedStyle(root(widget).querySelector('.chart__bars')).flexDirection === 'column';
  const bars = root(widget).querySelector('.chart__bars');
  const frame = bars.getBoundingClientRect();
  const ticks = [...root(widget).querySelectorAll('.chart__axis li')].map((li) => {
    // The figure itself as drawn (its text's box), not the list item, which may be wider.
    const text = document.createRange();
    text.selectNodeContents(li);
    const r = text.getBoundingClientRect();
    const centre = across
      ? (r.left + r.right) / 2 - (frame.left + bars.clientLeft)
      : frame.top + bars.clientTop + bars.clientHeight - (r.top + r.bottom) / 2;
    return { label: li.textContent, centre };
  });
  const ends = [...root(widget).querySelectorAll('.chart__bar')].map((bar) => {
    const r = bar.getBoundingClientRect();
    return across ? r.right - (frame.left + bars.clientLeft) : frame.top + bars.clientTop + bars.clientHeight - r.top;
  });
  return { across, length: across ? bars.clientWidth : bars.clientHeight, ticks, ends };
}

describe('calculator: the weekly chart on a phone, measured', () => {
  let box;
  afterEach(() => {
    box?.remove();
    sessionStorage.removeItem(STORAGE_KEY);
    resetUrl();
  });

  for (const width of [320, 375, 800]) {
    it(`${width} px widget: each tick within ${TOLERANCE} px of its value, each bar ends at its value`, async () => {
      let widget;
      ({ box, widget } = await openWeek(width));
      const { across, length, ticks, ends } = measure(widget);
      expect(across, 'bars across in a narrow widget, upright in a wide one').to.equal(width < 480);
      const px = (units) => (units / TOP) * length;
      // The figures as the page gives them, for the record (test output).
      console.log(
        `${width} px, ${length} px for ${TOP} units:`,
        ticks
          .map(({ label, centre }) => `"${label}" at ${centre.toFixed(1)} px (its value ${px(Number(label)).toFixed(1)})`)
          .join(', '),
      );
      expect(ticks.map(({ label }) => label).sort((a, b) => a - b)).to.deep.equal(['4', '8', '12']);
      for (const { label, centre } of ticks) expect(centre, `tick "${label}"`).to.be.closeTo(px(Number(label)), TOLERANCE);
      UNITS.forEach((units, day) => {
        // A drink-free day keeps a 2 px stub, so that the day shows.
        if (units === 0) expect(ends[day], `day ${day}`).to.be.at.most(TOLERANCE);
        else expect(ends[day], `day ${day}: ${units.toFixed(1)} units`).to.be.closeTo(px(units), TOLERANCE);
      });
      // The binge lines at 6 and 8 units.
      const plot = root(widget).querySelector('.chart__bars');
      const frame = plot.getBoundingClientRect();
      for (const line of [6, 8]) {
        const r = root(widget).querySelector(`.chart__line--${line}`).getBoundingClientRect();
        const at = across
          ? r.left + 1 - (frame.left + plot.clientLeft)
          : frame.top + plot.clientTop + plot.clientHeight - r.top - 1;
        expect(at, `the line at ${line}`).to.be.closeTo(px(line), TOLERANCE);
      }
    });
  }
});
