import { expect } from '@esm-bundle/chai';
import { setViewport, itInWindow } from './keys.js';
import '/dist/esm/unit-calculator.js';
import { axeViolations, mount, resetUrl, waitFor } from './helpers.js';
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
  waitForHeading,
} from './calculator-helpers.js';

const shown = (el) => !!el && getComputedStyle(el).display !== 'none';

describe('calculator: headers and layout', () => {
  let holder;
  beforeEach(() => resetUrl());
  afterEach(async () => {
    holder?.remove();
    await setViewport({ width: 800, height: 600 });
  });

  itInWindow(375)('shows the mobile header and its menu at 375 px', async () => {
    await setViewport({ width: 375, height: 800 });
    let widget;
    ({ holder, widget } = await mountCalculator());
    const menuButton = byName(widget, 'Menu');
    expect(menuButton.getAttribute('aria-expanded')).to.equal('false');
    expect(root(widget).querySelector('.banner'), 'no desktop banner on a phone').to.equal(null);
    expect(root(widget).querySelector('.widget').scrollWidth, 'no sideways scrolling').to.be.at.most(375);

    await activate(widget, 'Menu');
    expect(menuButton.getAttribute('aria-expanded')).to.equal('true');
    await waitFor(() => nameOf(active(widget)) === 'Calculate single drinks', 'focus on the first item');
    const links = [...root(widget).querySelectorAll('.mobile-header__menu a')];
    expect(links.map((a) => a.textContent)).to.deep.equal([
      'What is an alcohol unit? (opens in a new tab)',
      'More about calories in alcohol (opens in a new tab)',
      'The low-risk drinking guidelines (opens in a new tab)',
    ]);
    expect(links.every((a) => a.target === '_blank' && a.href.startsWith('https://'))).to.be.true;
    expect(await axeViolations(widget), 'mobile menu open').to.deep.equal([]);

    await press('Escape');
    expect(menuButton.getAttribute('aria-expanded')).to.equal('false');
    expect(active(widget)).to.equal(menuButton);

    await press('Enter');
    await tabTo(widget, 'Calculate weekly drinks');
    await press('Enter');
    await waitForHeading(widget, 'I normally drink on these days');
    expect(await axeViolations(widget), 'days of week on a phone').to.deep.equal([]);

    // The current calculation only closes the menu.
    await activate(widget, 'Menu', { back: true });
    await tabTo(widget, 'Calculate weekly drinks');
    await press('Enter');
    expect(byName(widget, 'Menu').getAttribute('aria-expanded')).to.equal('false');
    expect(h1Text(widget)).to.equal('I normally drink on these days');

    // The back arrow of the mobile header.
    await activate(widget, 'Back', { back: true });
    await waitForHeading(widget, 'What would you like to work out?');
  });

  // Issue 36: Back and Menu share a row above the title, rather than three rows (0280).
  it('keeps the mobile header inside a column narrower than a phone, Back and Menu on a row, the title under them', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator());
    holder.style.width = '200px';
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    const bar = root(widget).querySelector('.mobile-header__bar').getBoundingClientRect();
    const menu = byName(widget, 'Menu').getBoundingClientRect();
    const back = byName(widget, 'Back').getBoundingClientRect();
    const title = root(widget).querySelector('.mobile-header__title').getBoundingClientRect();
    expect(menu.right, 'the Menu button within the widget').to.be.at.most(bar.right);
    expect(menu.top, 'Menu on the row of Back').to.be.below(back.bottom);
    expect(title.top, 'the title on a line of its own').to.be.at.least(Math.max(menu.bottom, back.bottom) - 1);
  });

  // WebKit dropped the heading's bottom margin inside the days' legend; the guidelines button
  // touched the panel under it in every engine.
  it('leaves space under the days heading and under the guidelines button', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator());
    await activate(widget, 'Calculate weekly drinks');
    await waitForHeading(widget, 'I normally drink on these days');
    const heading = root(widget).querySelector('h1').getBoundingClientRect();
    const hint = root(widget).querySelector('.hint').getBoundingClientRect();
    expect(hint.top - heading.bottom, 'px between the heading and its hint').to.be.within(12, 24);

    await activate(widget, 'Back', { back: true });
    await waitForHeading(widget, 'What would you like to work out?');
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    await activate(widget, 'Add one pint of beer');
    await activate(widget, 'Calculate');
    await waitForHeading(widget, 'Your results');
    const button = byName(widget, 'Read the low-risk drinking guidelines');
    let next = button.parentElement.nextElementSibling;
    while (next.getClientRects().length === 0) next = next.nextElementSibling; // past the closed dialog
    const below = next.getBoundingClientRect();
    expect(below.top - button.getBoundingClientRect().bottom, 'px under the button').to.be.at.least(16);
  });

  it('shows the banner, subtitle and back-arrow headers on a wide screen', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator());
    // Wide by its own width, whatever the window: an 800 px window leaves the widget about 770 px,
    // at the 768 px breakpoint, and less where the engine draws a scroll bar. The header follows
    // the width as the widget's observer reports it (WebKit at times a frame later).
    holder.style.width = '960px';
    await waitFor(() => shown(root(widget).querySelector('.banner')), 'the banner header');
    await activate(widget, 'Calculate weekly drinks');
    await waitForHeading(widget, 'I normally drink on these days');
    // The header comes with the drinks screens' code, a moment after the heading in WebKit at times.
    await waitFor(() => shown(root(widget).querySelector('.back-header')), 'the back-arrow header');
    await activate(widget, 'Back', { back: true });
    await waitForHeading(widget, 'What would you like to work out?');
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    await waitFor(() => shown(root(widget).querySelector('.subtitle')), 'the subtitle');
    expect(byName(widget, 'How to use this calculator')).to.exist;
  });

  it('hides every header in content-block mode and still works', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator('routing="memory" content-block'));
    const headers = () => [...root(widget).querySelectorAll('.banner, .subtitle, .back-header, .mobile-header')];
    expect(headers().some(shown)).to.be.false;
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    expect(headers().some(shown)).to.be.false;
    await activate(widget, 'Add one pint of beer');
    await activate(widget, 'Calculate');
    await waitForHeading(widget, 'Your results');
    expect(headers().some(shown)).to.be.false;
    expect(await axeViolations(widget), 'content-block results').to.deep.equal([]);
  });

  it('sends results with no drinks to welcome', async () => {
    sessionStorage.removeItem('aa:ucc:calculator');
    history.replaceState(null, '', '#ucc=/unit-and-calorie-calculator/results-weekly');
    let widgets;
    ({ holder, widgets } = await mount('<unit-calculator></unit-calculator>'));
    await waitForHeading(widgets[0], 'What would you like to work out?');
    expect(location.hash).to.equal('#ucc=/unit-and-calorie-calculator');
  });
});
