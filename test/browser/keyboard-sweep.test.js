// The keyboard sweep: each journey of both widgets finished with Tab, Shift+Tab, Space, Enter,
// the arrows and Escape (and digits typed into number fields), with a visible focus indicator
// on every control that takes focus on the way.
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport, itInWindow } from './keys.js';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import {
  activate,
  active as activeIn,
  mountCalculator,
  nameOf,
  press as pressKeys,
  root,
  tabTo,
  type,
  waitForHeading,
} from './calculator-helpers.js';
import {
  badgeText,
  chooseOption,
  onScreen,
  press,
  QUESTION_TITLES,
  resetCheckSession,
  tabToButton,
  tabUntil,
  walkAboutYou,
  walkQuestions,
} from './check-helpers.js';
import { mount, resetUrl, waitFor } from './helpers.js';
import { watchFocus } from './sweep-focus.js';

const RESULT = 'Your Drinking Check result';
const openDialog = (widget) => widget.shadowRoot.querySelector('dialog[open]');

/** Every control focused on the way showed a focus indicator, and there were some. */
async function expectVisibleFocus(watch, atLeast) {
  const { focused, missing } = await watch.result();
  console.log(`keyboard sweep, ${watch.journey}: ${focused.length} focus moves, ${new Set(focused).size} controls checked`);
  expect(missing, 'controls focused without a visible focus indicator').to.deep.equal([]);
  expect(focused.length, `controls focused (${focused.length})`).to.be.at.least(atLeast);
}

describe('keyboard sweep: the focus check itself', () => {
  it('reports a focused control that has no visible indicator', async () => {
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('button:focus { outline: none; box-shadow: none }');
    shadow.adoptedStyleSheets = [sheet];
    shadow.innerHTML = '<button type="button">No ring</button>';
    document.body.append(host);
    try {
      const watch = watchFocus(host);
      for (let i = 0; i < 5 && !shadow.activeElement; i += 1) await sendKeys({ press: 'Tab' });
      expect(shadow.activeElement?.textContent).to.equal('No ring');
      const { missing } = await watch.result();
      expect(missing).to.have.length(1);
      expect(missing[0]).to.contain('"No ring"');
    } finally {
      host.remove();
    }
  });
});

describe('keyboard sweep: Drinking Check journeys', () => {
  let holder;
  let check;
  let watch;
  beforeEach(async function () {
    resetUrl();
    resetCheckSession();
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check loader-duration="0"></drinking-check>'));
    [check] = widgets;
    watch = watchFocus(check);
    watch.journey = `Drinking Check: ${this.currentTest.title}`;
  });
  afterEach(() => {
    holder?.remove();
    resetCheckSession();
    resetUrl();
  });

  it('overview, about you (with gender identity), ten questions, the result and back to the overview tab', async function () {
    this.timeout(40000);
    await walkAboutYou(check, { identity: 1, gender: 5, axe: false });
    await walkQuestions(check, [3, 1, 1, 2, 0, 0, 1, 0, 0, 0], { axe: false });
    await onScreen(check, RESULT);
    expect(check.route).to.equal('/overview/results-increasing-risk');
    await tabUntil(check, (el) => el.textContent.trim() === 'Drinking Check', 'the Drinking Check tab', 40, { backwards: true });
    await press('Enter');
    await onScreen(check, 'How does your drinking affect you?');
    await expectVisibleFocus(watch, 20);
  });

  it('the early exit after question three', async () => {
    await walkAboutYou(check, { axe: false });
    await walkQuestions(check, [1, 0, 0], { axe: false });
    await onScreen(check, RESULT);
    expect(check.route).to.equal('/overview/results-lower-risk-audit-c');
    await expectVisibleFocus(watch, 8);
  });

  it('the never-drinker modal: Escape, reopen, Skip to results', async () => {
    await walkAboutYou(check, { axe: false });
    await onScreen(check, QUESTION_TITLES[0]);
    await chooseOption(check, 0);
    await waitFor(() => openDialog(check), 'the never-drinker modal');
    await press('Escape');
    await waitFor(() => !openDialog(check), 'the modal to close');
    await press('Enter');
    await waitFor(() => openDialog(check), 'the modal again');
    await tabToButton(check, 'Skip to results');
    await press('Enter');
    await onScreen(check, RESULT);
    expect(badgeText(check)).to.equal('Low risk');
    await expectVisibleFocus(watch, 8);
  });

  it('the never-drinker modal: Back to the questions', async () => {
    await walkAboutYou(check, { axe: false });
    await onScreen(check, QUESTION_TITLES[0]);
    await chooseOption(check, 0);
    await waitFor(() => openDialog(check), 'the never-drinker modal');
    await tabToButton(check, 'Back to the questions');
    await press('Enter');
    await onScreen(check, QUESTION_TITLES[1]);
    await expectVisibleFocus(watch, 8);
  });
});

describe('keyboard sweep: calculator journeys', () => {
  let holder;
  let widget;
  let watch;
  let title;
  const start = async (attributes) => {
    ({ holder, widget } = await mountCalculator(attributes));
    watch = watchFocus(widget);
    watch.journey = `calculator: ${title}`;
  };
  beforeEach(function () {
    resetUrl();
    title = this.currentTest.title;
  });
  afterEach(async () => {
    holder?.remove();
    resetCheckSession();
    await setViewport({ width: 800, height: 600 });
  });

  it('single drinks, popular and all drinks, to the results and the guideline modal', async () => {
    await start();
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    await activate(widget, 'Add one pint of beer');
    await press('Enter');
    await tabTo(widget, 'Popular', { back: true });
    await press('ArrowRight');
    await tabTo(widget, 'Drink');
    await press('ArrowDown');
    await press('ArrowDown');
    await tabTo(widget, 'Serving size');
    await press('ArrowDown');
    await tabTo(widget, 'Number of drinks');
    await type('1');
    await activate(widget, 'Add drink');
    await activate(widget, 'Calculate');
    await waitForHeading(widget, 'Your results');
    expect(root(widget).querySelector('.figure').textContent).to.equal('6.8 units of alcohol');
    await activate(widget, 'Read the low-risk drinking guidelines');
    await waitFor(() => openDialog(widget), 'the guideline modal');
    await press('Escape');
    await waitFor(() => !openDialog(widget), 'the modal to close');
    await expectVisibleFocus(watch, 10);
  });

  it('weekly drinks over two days to the weekly results', async () => {
    await start();
    await activate(widget, 'Calculate weekly drinks');
    await waitForHeading(widget, 'I normally drink on these days');
    for (const day of ['Tuesday', 'Friday']) {
      await tabTo(widget, day);
      await press('Space');
    }
    await activate(widget, 'Continue');
    await waitForHeading(widget, 'What do you drink on Tuesday?');
    await activate(widget, 'Add one pint of beer');
    await activate(widget, 'Next');
    await waitForHeading(widget, 'What do you drink on Friday?');
    await activate(widget, 'Add one pint of beer');
    await press('Enter');
    await activate(widget, 'Results');
    await waitForHeading(widget, 'Your weekly results');
    expect(root(widget).querySelector('.figure').textContent).to.equal('6.8 units of alcohol');
    await expectVisibleFocus(watch, 8);
  });

  it('the Clear modal: No, cancel; Escape; Yes, clear all', async () => {
    await start();
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    await activate(widget, 'Add one pint of beer');
    await activate(widget, 'Clear');
    await waitFor(() => openDialog(widget), 'the Clear modal');
    await activate(widget, 'No, cancel');
    await waitFor(() => !openDialog(widget) && nameOf(activeIn(widget)) === 'Clear', 'focus back on Clear');
    await press('Enter');
    await waitFor(() => openDialog(widget), 'the Clear modal again');
    await press('Escape');
    await waitFor(() => !openDialog(widget) && nameOf(activeIn(widget)) === 'Clear', 'focus back on Clear');
    await press('Enter');
    await waitFor(() => openDialog(widget), 'the Clear modal a third time');
    await activate(widget, 'Yes, clear all');
    // Clear empties the drinks and starts again from the first step (docs/decisions/0162-clear-and-the-menu.md).
    await waitForHeading(widget, 'What would you like to work out?');
    await waitFor(() => activeIn(widget) === widget.shadowRoot.querySelector('h1'), 'focus on the first step');
    await expectVisibleFocus(watch, 8);
  });

  itInWindow(320)('the menu at 320 px: open, Escape, open, Calculate weekly drinks', async () => {
    await setViewport({ width: 320, height: 640 });
    await start();
    await activate(widget, 'Menu');
    await waitFor(() => nameOf(activeIn(widget)) === 'Calculate single drinks', 'focus on the first item');
    await press('Tab');
    await press('Escape');
    expect(nameOf(activeIn(widget))).to.equal('Menu');
    await press('Enter');
    await tabTo(widget, 'Calculate weekly drinks');
    await press('Enter');
    await waitForHeading(widget, 'I normally drink on these days');
    await pressKeys('Shift+Tab');
    await activate(widget, 'Back', { back: true });
    await waitForHeading(widget, 'What would you like to work out?');
    await expectVisibleFocus(watch, 5);
  });
});
