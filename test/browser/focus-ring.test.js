import { expect } from '@esm-bundle/chai';
import '/dist/esm/unit-calculator.js';
import '/dist/esm/drinking-check.js';
import { mount, resetUrl } from './helpers.js';
import { activate, mountCalculator, waitForHeading } from './calculator-helpers.js';
import { active, onScreen, press, QUESTION_TITLES, resetCheckSession, walkAboutYou } from './check-helpers.js';

// Keyboard focus shows as a ring on every kind of control in every engine (WCAG 2.4.7): an outline,
// which WebKit draws on native radios and checkboxes (it draws no box-shadow there) and forced
// colours keep (docs/decisions/0208-focus-ring-is-an-outline.md).

/** The focused control's ring as the engine computed it, or what is missing. */
function ringProblem(el) {
  const style = getComputedStyle(el);
  const width = parseFloat(style.outlineWidth);
  if (style.outlineStyle === 'none' || width < 2) return `no outline (${style.outlineStyle} ${style.outlineWidth})`;
  const [r, g, b, a = 1] = style.outlineColor.match(/[\d.]+/g).map(Number);
  if (a === 0) return `a transparent outline (${style.outlineColor})`;
  // Against the widget's white, the ring needs 3:1 (WCAG 1.4.11): a dark ring.
  if ((r + g + b) / 3 > 110) return `a light outline (${style.outlineColor})`;
  return '';
}

/** Tabs through the widget's controls from where focus is, collecting each kind's ring problem. */
async function tabThrough(widget, count) {
  const seen = {};
  for (let i = 0; i < count; i += 1) {
    await press('Tab');
    const el = active(widget);
    if (!el || el.tabIndex < 0) continue;
    const kind = el.localName === 'input' ? `input[type=${el.type}]` : el.localName;
    seen[kind] ??= ringProblem(el);
  }
  return seen;
}

describe('focus ring: every control shows keyboard focus', () => {
  let holder;
  beforeEach(() => {
    resetUrl();
    resetCheckSession();
  });
  afterEach(() => {
    holder?.remove();
    resetCheckSession();
  });

  it('radios and buttons of a Drinking Check question', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check loader-duration="0"></drinking-check>'));
    const [check] = widgets;
    await walkAboutYou(check, { axe: false });
    await onScreen(check, QUESTION_TITLES[0]);
    const rings = await tabThrough(check, 4);
    expect(rings).to.include.keys('input[type=radio]');
    for (const [kind, problem] of Object.entries(rings)) expect(problem, kind).to.equal('');
  });

  it("checkboxes of the calculator's days, and its buttons", async () => {
    let widget;
    ({ holder, widget } = await mountCalculator());
    const welcome = await tabThrough(widget, 3);
    await activate(widget, 'Calculate weekly drinks');
    await waitForHeading(widget, 'I normally drink on these days');
    const days = await tabThrough(widget, 10);
    expect(days).to.include.keys('input[type=checkbox]', 'button');
    for (const [kind, problem] of Object.entries({ ...welcome, ...days })) expect(problem, kind).to.equal('');
  });

  it('the amount field, select and tabs of the calculator', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator());
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    const rings = await tabThrough(widget, 8);
    expect(rings).to.include.keys('input[type=text]');
    for (const [kind, problem] of Object.entries(rings)) expect(problem, kind).to.equal('');
  });
});
