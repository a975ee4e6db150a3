import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { mount, resetUrl } from './helpers.js';
import { activate, mountCalculator, root, waitForHeading } from './calculator-helpers.js';
import { resetCheckSession } from './check-helpers.js';

// The screenshot round of issue 26: WebKit drew unticked radios and checkboxes #cdcdcd on white
// (1.6:1). They are drawn alike in every engine, edged in the text colour
// (docs/decisions/0242-radios-and-checkboxes-drawn-alike.md).

const rgb = (colour) =>
  colour
    .match(/\d+(\.\d+)?/g)
    .slice(0, 3)
    .map(Number);
const luminance = (colour) => {
  const [r, g, b] = rgb(colour).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a, b) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};
const PRIMARY = 'rgb(29, 79, 145)';

/** What a person sees of a box: its edge against the surface behind it, and what fills it when ticked. */
function drawn(input) {
  const style = getComputedStyle(input);
  const mark = getComputedStyle(input, '::before');
  const surface = getComputedStyle(input.closest('.widget')).backgroundColor;
  return {
    edge: contrast(style.borderTopColor, surface),
    edgeWidth: parseFloat(style.borderTopWidth),
    mark: input.checked ? { width: parseFloat(mark.width), colour: mark.backgroundColor } : null,
    style,
  };
}

describe('radios and checkboxes, drawn alike in every engine', () => {
  let holder;
  beforeEach(() => {
    resetUrl();
    resetCheckSession();
  });
  afterEach(() => {
    holder?.remove();
    resetCheckSession();
    resetUrl();
  });

  it("the check's radios: an edge of at least 3:1 unticked, a dot in the primary colour ticked", async () => {
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check></drinking-check>'));
    const [myself, someone] = widgets[0].shadowRoot.querySelectorAll('input[type=radio]');
    someone.click();
    expect(someone.checked).to.be.true;
    const unticked = drawn(myself);
    expect(unticked.edge, 'the edge against the page').to.be.at.least(3);
    expect(unticked.edgeWidth).to.be.at.least(1.5);
    const ticked = drawn(someone);
    expect(ticked.mark.width, 'a dot').to.be.above(8);
    expect(ticked.mark.colour).to.equal(PRIMARY);
  });

  it("the calculator's day checkboxes: an edge of at least 3:1 unticked, a white tick on the primary colour ticked", async () => {
    let widget;
    ({ holder, widget } = await mountCalculator());
    await activate(widget, 'Calculate weekly drinks');
    await waitForHeading(widget, 'I normally drink on these days');
    const [monday, tuesday] = root(widget).querySelectorAll('input[type=checkbox]');
    monday.click();
    expect(monday.checked).to.be.true;
    const unticked = drawn(tuesday);
    expect(unticked.edge, 'the edge against the page').to.be.at.least(3);
    const ticked = drawn(monday);
    expect(ticked.style.backgroundColor).to.equal(PRIMARY);
    expect(ticked.mark.width, 'a tick').to.be.above(4);
    expect(getComputedStyle(monday, '::before').borderRightColor, 'the tick is white').to.equal('rgb(255, 255, 255)');
  });
});
