import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import '/dist/esm/drinking-check.js';
import {
  active,
  chooseOption,
  expectNoAxeViolations,
  onScreen,
  press,
  QUESTION_TITLES,
  resetCheckSession,
  tabUntil,
  walkAboutYou,
} from './check-helpers.js';
import { mount, resetUrl, waitFor } from './helpers.js';

// The calculator under question two (docs/decisions/0164-drinks-calculator-under-question-two.md), by keyboard alone.
const root = (check) => check.shadowRoot;
const picker = (check) => root(check).querySelector('.dc-picker details');
const labels = (check) => [...root(check).querySelectorAll('.dc-radio__label')].map((label) => label.textContent);
const tabToButton = (check, name) => tabUntil(check, (el) => el.getAttribute('aria-label') === name, name, 60);
const value = (check, name) => [...root(check).querySelectorAll('input')].find((input) => input.labels[0]?.textContent === name)?.value;

describe('Drinking Check: the drinks calculator under question two', () => {
  let holder;
  let check;
  beforeEach(async () => {
    resetUrl();
    resetCheckSession();
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check loader-duration="0"></drinking-check>'));
    [check] = widgets;
    await walkAboutYou(check, { axe: false });
    await onScreen(check, QUESTION_TITLES[0]);
    await chooseOption(check, 3);
    await onScreen(check, QUESTION_TITLES[1]);
  });
  afterEach(async () => {
    holder?.remove();
    resetCheckSession();
    resetUrl();
    await setViewport({ width: 800, height: 600 });
  });

  it('adds 2 pints and 2 glasses of wine, and marks the answer they point to', async () => {
    // It sits between the question and its answers, closed until asked for.
    const summary = await tabUntil(check, (el) => el.localName === 'summary', 'the calculator');
    expect(summary.textContent).to.equal('Not sure? Work out the units in your drinks');
    expect(summary.compareDocumentPosition(root(check).querySelector('input[type=radio]')) & Node.DOCUMENT_POSITION_FOLLOWING).to.be.ok;
    await press('Enter');
    await waitFor(() => picker(check).open, 'the calculator open');
    // The calculator's own names for its drinks.
    expect([...root(check).querySelectorAll('.drink__name')].map((name) => name.textContent)).to.deep.equal([
      'Pint of beer',
      'Bottle of beer',
      'Pint of cider',
      'Small glass of wine',
      'Standard glass of wine',
      'Large glass of wine',
      'Single spirit',
      'Bottle of alcopop',
    ]);

    await tabToButton(check, 'Add one pint of beer');
    await press('Enter');
    await press('Enter');
    await tabToButton(check, 'Add one standard glass of wine');
    await press('Enter');
    await press('Enter');
    // Enter on its buttons counts drinks; it never answers the question.
    expect(check.route).to.equal('/drinking-check/question-two');
    // 2 x 2.272 + 2 x 2.275 = 9.094 units; 2 x 244.24 + 2 x 145.25 = 778.98 calories.
    await waitFor(() => root(check).querySelector('.running-total__text').textContent === 'So far: 4 drinks, 9.1 units, 779 calories.', 'the total');
    expect(root(check).querySelector('.dc-picker__points').textContent).to.equal('That points to the answer: 7 to 9.');
    expect(labels(check)).to.deep.equal(['1 to 2', '3 to 4', '5 to 6', '7 to 9 your drinks: 9.1 units', '10 or more']);
    const marked = [...root(check).querySelectorAll('input[type=radio]')][3];
    expect(marked.labels[0].textContent, "the note is part of the answer's name").to.contain('your drinks: 9.1 units');
    await expectNoAxeViolations(check);

    // Down to one pint: 6.819 units is 7, still '7 to 9'; down to none, no note.
    await tabToButton(check, 'Remove one pint of beer');
    await press('Enter');
    await waitFor(() => labels(check)[3] === '7 to 9 your drinks: 6.8 units', 'the new note');
  });

  it('stays put with its drinks until the person chooses, and after they come back', async () => {
    await tabUntil(check, (el) => el.localName === 'summary', 'the calculator');
    await press('Enter');
    await tabToButton(check, 'Add one pint of cider');
    await press('Enter');
    await waitFor(() => labels(check)[1] === '3 to 4 your drinks: 2.6 units', 'the note on 3 to 4');
    expect(picker(check).open).to.be.true;

    await tabUntil(check, (el) => el.type === 'radio', 'the answers', 60);
    expect(active(check).type).to.equal('radio');
    await chooseOption(check, 1);
    await onScreen(check, QUESTION_TITLES[2]);
    expect(root(check).querySelector('.dc-picker'), 'no calculator under question three').to.equal(null);

    await tabUntil(check, (el) => el.localName === 'button' && el.textContent.includes('Back'), 'Back', 40, { backwards: true });
    await press('Enter');
    await onScreen(check, QUESTION_TITLES[1]);
    await waitFor(() => picker(check)?.open, 'the calculator still open');
    expect(value(check, 'Number of drinks: Pint of cider (Pint, 4.5%)')).to.equal('1');
    expect(labels(check)[1]).to.equal('3 to 4 your drinks: 2.6 units');
  });

  it('fits a 320 px phone', async () => {
    await setViewport({ width: 320, height: 640 });
    await tabUntil(check, (el) => el.localName === 'summary', 'the calculator');
    await press('Enter');
    await waitFor(() => picker(check).open, 'the calculator open');
    expect(root(check).querySelector('.widget').scrollWidth).to.be.at.most(320);
    await expectNoAxeViolations(check);
  });
});
