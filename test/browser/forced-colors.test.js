import { expect } from '@esm-bundle/chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { engine, setViewport, sendKeys } from './keys.js';
import '/dist/esm/unit-calculator.js';
import '/dist/esm/drinking-check.js';
import { mount, resetUrl, textLines, waitFor } from './helpers.js';
import { STORAGE_KEY, root, waitForHeading } from './calculator-helpers.js';
import { resetCheckSession } from './check-helpers.js';
import { $, $$, reachResult } from './check-results-helpers.js';

// Issue 27, item 8: forced colours (Windows high contrast) drew the chart's bars away (background
// colours on empty spans), and told the current tab by its weight alone. In forced colours each
// bar, swatch, badge, current tab, focus ring and selected state is drawn in a system colour
// (docs/decisions/0216-forced-colours.md). Forced colours are emulated through Chromium's DevTools
// protocol; Firefox and WebKit have no such command (docs/testing-in-three-engines.md). Each test
// saves a 375 px wide screenshot under test/screenshots/ for a person to look at.

const chromiumOnly = engine === 'chromium' ? describe : () => undefined;
const forcedColors = (active) => executeServerCommand('forced-colors', { active });
const forced = () => matchMedia('(forced-colors: active)').matches;

/** Saves a screenshot of the element's box (its top `maxHeight` px) as test/screenshots/<name>.png. */
async function screenshot(name, element, maxHeight = Infinity) {
  element.scrollIntoView({ block: 'start' });
  const r = element.getBoundingClientRect();
  const height = Math.ceil(Math.min(r.height, maxHeight));
  const clip = { x: r.left + scrollX, y: r.top + scrollY, width: Math.ceil(r.width), height };
  return executeServerCommand('screenshot', { name, clip });
}

/** A system colour as this page resolves it, e.g. 'Canvas' -> 'rgb(0, 0, 0)'. */
function systemColour(name) {
  const probe = document.createElement('span');
  probe.style.color = name;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

const transparent = (colour) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);

/**
 * What an element draws that a person can see against the page (Canvas), in forced colours: its
 * background, if the browser keeps it, and each border side.
 */
function ink(element) {
  const style = getComputedStyle(element);
  const canvas = systemColour('Canvas');
  const kept = style.forcedColorAdjust === 'none';
  const fill = kept && !transparent(style.backgroundColor) && style.backgroundColor !== canvas ? style.backgroundColor : '';
  const borders = ['Top', 'Right', 'Bottom', 'Left'].filter(
    (side) =>
      parseFloat(style[`border${side}Width`]) >= 1 &&
      style[`border${side}Style`] !== 'none' &&
      !transparent(style[`border${side}Color`]) &&
      style[`border${side}Color`] !== canvas,
  );
  return { fill, borders, style };
}

const slot = (popular = {}) => ({ popular, added: [] });

/** The corners of `rect` that lie outside the inner edge of the element's rounded frame. */
function cornersOutsideFrame(element, rect) {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  // A radius too big for the box is scaled down to fit it (CSS Backgrounds 3, 5.5).
  const radius = Math.min(parseFloat(style.borderTopLeftRadius), box.width / 2, box.height / 2);
  const inner = radius - parseFloat(style.borderTopWidth);
  const clamp = (value, low, high) => Math.min(Math.max(value, low), high);
  const corners = [
    [rect.left, rect.top],
    [rect.right, rect.top],
    [rect.left, rect.bottom],
    [rect.right, rect.bottom],
  ];
  return corners
    .filter(([x, y]) => {
      const centre = [clamp(x, box.left + radius, box.right - radius), clamp(y, box.top + radius, box.bottom - radius)];
      return Math.hypot(x - centre[0], y - centre[1]) > inner + 0.5;
    })
    .map(([x, y]) => `(${Math.round(x - box.left)}, ${Math.round(y - box.top)})`);
}

chromiumOnly('forced colours (Chromium: DevTools forced-colors emulation)', () => {
  let holder;
  beforeEach(async () => {
    resetUrl();
    await setViewport({ width: 375, height: 740 });
  });
  afterEach(async () => {
    await forcedColors(false);
    holder?.remove();
    sessionStorage.removeItem(STORAGE_KEY);
    resetCheckSession();
    resetUrl();
    await setViewport({ width: 800, height: 600 });
  });

  it('calculator: every bar of the weekly chart and every key swatch is drawn, at 375 px', async () => {
    // Monday 1 pint (2.3 units), Wednesday 3 (6.8), Friday 4 (9.1): within, women's line, both lines.
    const week = { 0: slot({ 'beer-pint': 1 }), 2: slot({ 'beer-pint': 3 }), 4: slot({ 'beer-pint': 4 }) };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ isWeekly: true, days: [0, 2, 4], currentDay: 0, single: slot(), week }));
    history.replaceState(null, '', '#ucc=/unit-and-calorie-calculator/results-weekly');
    let widgets;
    ({ holder, widgets } = await mount('<unit-calculator></unit-calculator>'));
    const [widget] = widgets;
    await waitForHeading(widget, 'Your weekly results');
    await forcedColors(true);
    await waitFor(forced, 'forced colours on');
    // The picture first, so that a failure leaves one to look at.
    await screenshot('calculator-week-chart-forced-colors-375', root(widget).querySelector('.chart'));

    const palette = ['Canvas', 'CanvasText', 'Highlight', 'HighlightText', 'GrayText'].map(
      (name) => `${name} ${systemColour(name)}`,
    );
    console.log('the emulated palette:', palette.join(', '));
    const bars = [...root(widget).querySelectorAll('.chart__bar')];
    const levels = bars.map((bar) => bar.className.split('--')[1]);
    expect(levels).to.deep.equal(['within', 'none', 'women', 'none', 'both', 'none', 'none']);
    const drawn = bars.map((bar) => {
      const { fill, borders } = ink(bar);
      const r = bar.getBoundingClientRect();
      return { fill: Boolean(fill), borders: borders.length, width: Math.round(r.width) };
    });
    console.log('bars in forced colours:', JSON.stringify(drawn));
    for (const [index, bar] of bars.entries()) {
      if (levels[index] === 'none') continue;
      const { fill, borders } = ink(bar);
      expect(fill !== '' || borders.length === 4, `the ${levels[index]} bar is drawn`).to.be.true;
    }
    // The three levels differ by more than colour: an outlined bar, a hatched one, a solid one.
    const fills = ['within', 'women', 'both'].map((level) => {
      const style = getComputedStyle(bars[levels.indexOf(level)]);
      return `${style.backgroundColor} ${style.backgroundImage}`;
    });
    expect(new Set(fills).size, `three different fills: ${fills.join(' | ')}`).to.equal(3);
    for (const swatch of root(widget).querySelectorAll('.chart__key .chart__swatch:not(.chart__swatch--line)')) {
      const { fill, borders } = ink(swatch);
      expect(fill !== '' || borders.length === 4, `swatch ${swatch.className}`).to.be.true;
    }

    // A change chosen in 'What if' is filled in the highlight colour.
    const smaller = [...root(widget).querySelectorAll('.whatif__toggle')].find((b) => b.textContent.endsWith('Smaller glasses'));
    smaller.click();
    await waitFor(() => smaller.getAttribute('aria-pressed') === 'true', 'the change chosen');
    expect(ink(smaller).fill, 'a chosen change').to.equal(systemColour('Highlight'));
    await screenshot('calculator-what-if-forced-colors-375', smaller);
  });

  it('calculator: the current drink tab has a bar under it, a disabled button is grey, at 375 px', async () => {
    history.replaceState(null, '', '#ucc=/unit-and-calorie-calculator/single-drinks');
    let widgets;
    ({ holder, widgets } = await mount('<unit-calculator></unit-calculator>'));
    const [widget] = widgets;
    await waitForHeading(widget, 'What did you drink?');
    await forcedColors(true);
    await waitFor(forced, 'forced colours on');
    await screenshot('calculator-drink-tabs-forced-colors-375', root(widget).querySelector('.drink-tabs__list'));

    const tabs = [...root(widget).querySelectorAll('[role=tab]')];
    const current = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true');
    expect(current.textContent).to.equal('Popular');
    expect(ink(current).borders, 'the current tab is underlined').to.include('Bottom');
    expect(ink(current).style.borderBottomColor).to.equal(systemColour('Highlight'));
    for (const tab of tabs.filter((t) => t !== current)) expect(ink(tab).borders, tab.textContent).to.not.include('Bottom');
    const calculate = [...root(widget).querySelectorAll('button')].find((b) => b.textContent === 'Calculate');
    expect(calculate.disabled).to.be.true;
    expect(getComputedStyle(calculate).color, 'disabled in grey').to.equal(systemColour('GrayText'));
  });

  it('Drinking Check: the result badge, the current tab and the focus ring are drawn, at 375 px', async () => {
    let check;
    ({ holder, check } = await reachResult('higher'));
    await forcedColors(true);
    await waitFor(forced, 'forced colours on');
    await screenshot('check-tabs-and-badge-forced-colors-375', $(check, '.widget'), 420);
    await screenshot('check-risk-scale-forced-colors-375', $(check, '.dc-scale__pills'));

    const badge = $(check, '.dc-badge');
    expect(badge.textContent).to.equal('Higher risk');
    expect(ink(badge).borders, 'the badge is framed').to.have.length(4);

    // The current tab is told by a bar under it, not by weight alone; the other has none.
    const tabs = $$(check, '.tabs__tab');
    const current = tabs.find((tab) => tab.getAttribute('aria-current') === 'page');
    const other = tabs.find((tab) => tab !== current);
    expect(ink(current).borders, 'the current tab is underlined').to.include('Bottom');
    expect(ink(current).style.borderBottomColor).to.equal(systemColour('Highlight'));
    expect(parseFloat(ink(current).style.borderBottomWidth)).to.be.at.least(3);
    expect(ink(other).borders, 'the other tab is not').to.not.include('Bottom');

    // The selected pill of the scale: a ring, in a system colour.
    const pill = $$(check, '.dc-pill').find((p) => p.getAttribute('aria-selected') === 'true');
    const ring = getComputedStyle(pill);
    expect(ring.outlineStyle).to.equal('solid');
    expect(ring.outlineColor).to.equal(systemColour('Highlight'));
    const marker = $(check, '.dc-pill__marker');
    expect(ink(marker).borders, 'the score marker is framed').to.have.length(4);
    // Issue 36: on two lines, the score's text kept off its rounded frame.
    const lines = textLines(marker);
    expect(lines, `"${marker.textContent}" in a pill of ${ring.width} wraps at 375 px`).to.have.length.of.at.least(2);
    for (const line of lines)
      expect(cornersOutsideFrame(marker, line), 'corners of a line of the score outside its frame').to.deep.equal([]);

    // Radios and checkboxes are the system's own, drawn by the browser in its colours
    // (docs/decisions/0242-radios-and-checkboxes-drawn-alike.md).
    const radio = $(check, 'input[type=radio]');
    expect(getComputedStyle(radio).appearance, "the system's own radio").to.equal('auto');
    expect(getComputedStyle(radio, '::before').content).to.equal('none');

    // The focus ring: an outline in the system's highlight colour.
    current.focus();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => check.shadowRoot.activeElement?.matches(':focus-visible'), 'a control focused by the keyboard');
    const focusStyle = getComputedStyle(check.shadowRoot.activeElement);
    expect(focusStyle.outlineStyle, 'a focus ring').to.equal('solid');
    expect(parseFloat(focusStyle.outlineWidth)).to.be.at.least(2);
    expect(focusStyle.outlineColor).to.equal(systemColour('Highlight'));
  });
});
