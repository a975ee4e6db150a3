import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport, itInWindow } from './keys.js';
import '/dist/esm/drinking-check.js';
import {
  active,
  chooseOption,
  expectNoAxeViolations,
  onScreen,
  press,
  QUESTION_TITLES,
  resetCheckSession,
  tabToButton,
  tabUntil,
  walkAboutYou,
} from './check-helpers.js';
import { mount, resetUrl, waitFor } from './helpers.js';

// The calculator under question two (docs/decisions/0164-drinks-calculator-under-question-two.md), by keyboard alone.
const root = (check) => check.shadowRoot;
const picker = (check) => root(check).querySelector('.dc-picker details');
const answers = (check) => [...root(check).querySelectorAll('.dc-radio__label')].map((label) => label.textContent);
const field = (check, name) =>
  [...root(check).querySelectorAll('.dc-picker input')].find((input) => input.labels[0].firstChild.textContent === name);
const total = (check) => root(check).querySelector('.dc-picker__total').textContent;
const tabToField = (check, name) => tabUntil(check, (el) => el === field(check, name), name, 60);

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

  it('counts 2 pints and 2 glasses of wine, and marks the answer they point to', async () => {
    // It sits between the question and its answers, closed until asked for.
    const summary = await tabUntil(check, (el) => el.localName === 'summary', 'the calculator');
    expect(summary.textContent).to.equal('Not sure? Work out the units in your drinks');
    expect(summary.compareDocumentPosition(root(check).querySelector('input[type=radio]')) & Node.DOCUMENT_POSITION_FOLLOWING).to
      .be.ok;
    await press('Enter');
    await waitFor(() => picker(check).open, 'the calculator open');
    // Drinks and servings named as the calculator names them.
    expect([...root(check).querySelectorAll('.dc-picker label')].map((label) => label.textContent)).to.deep.equal([
      'Premium beer, 330 ml bottle, 5%1.7 units each',
      'Beer, Pint, 4%2.3 units each',
      'Cider, Pint, 4.5%2.6 units each',
      'Spirits, Single (25 ml), 40%1.0 units each',
      'Alcopop, 275 ml bottle, 4%1.1 units each',
      'Wine, Standard glass (175 ml), 13%2.3 units each',
      // Wine by the large glass and the bottle too (docs/decisions/0215-drinks-lists-joined-and-wine-by-the-bottle.md).
      'Wine, Large glass (250 ml), 13%3.3 units each',
      'Wine, Bottle (750 ml), 13%9.8 units each',
    ]);
    expect(total(check)).to.equal('Your drinks: none yet.');

    await tabToField(check, 'Beer, Pint, 4%');
    await sendKeys({ type: '2' });
    // Enter in it counts nothing and never answers the question.
    await press('Enter');
    expect(check.route).to.equal('/drinking-check/question-two');
    await tabToField(check, 'Wine, Standard glass (175 ml), 13%');
    await sendKeys({ type: '2' });
    // 2 x 2.272 + 2 x 2.275 = 9.094 units: 9, so '7 to 9'.
    expect(total(check)).to.equal('Your drinks: 9.1 units. That points to the answer 7 to 9.');
    expect(answers(check)).to.deep.equal(['1 to 2', '3 to 4', '5 to 6', '7 to 9 your drinks: 9.1 units', '10 or more']);
    const marked = [...root(check).querySelectorAll('input[type=radio]')][3];
    expect(marked.labels[0].textContent, "the note is part of the answer's name").to.contain('your drinks: 9.1 units');
    await waitFor(() => root(check).querySelector('.dc-picker [aria-live]').textContent === total(check), 'the total announced');
    await expectNoAxeViolations(check);

    // Down to one pint: 6.819 units is 7, still '7 to 9'; a letter counts as none.
    await tabToField(check, 'Beer, Pint, 4%');
    await sendKeys({ type: '1' });
    expect(answers(check)[3]).to.equal('7 to 9 your drinks: 6.8 units');
    await sendKeys({ type: 'x' });
    expect(answers(check)[2]).to.equal('5 to 6 your drinks: 4.6 units');
  });

  it('stays put with its drinks until the person chooses, and after they come back', async () => {
    await tabUntil(check, (el) => el.localName === 'summary', 'the calculator');
    await press('Enter');
    await tabToField(check, 'Cider, Pint, 4.5%');
    await sendKeys({ type: '1' });
    expect(answers(check)[1]).to.equal('3 to 4 your drinks: 2.6 units');
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
    expect(field(check, 'Cider, Pint, 4.5%').value).to.equal('1');
    expect(answers(check)[1]).to.equal('3 to 4 your drinks: 2.6 units');
  });

  // Issue 28, item 1: on a shared screen the next person found the last person's 3 pints.
  it('is closed and empty again after Do the Drinking Check again', async () => {
    await tabUntil(check, (el) => el.localName === 'summary', 'the calculator');
    await press('Enter');
    await waitFor(() => picker(check).open, 'the calculator open');
    await tabToField(check, 'Beer, Pint, 4%');
    await sendKeys({ type: '3' });
    expect(total(check)).to.contain('6.8 units');
    await tabUntil(check, (el) => el.type === 'radio', 'the answers', 60);
    await chooseOption(check, 1);
    await onScreen(check, QUESTION_TITLES[2]);
    await chooseOption(check, 0);
    await onScreen(check, 'Your Drinking Check result');
    await tabToButton(check, 'Do the Drinking Check again');
    await press('Enter');
    await walkAboutYou(check, { axe: false, begin: false });
    await onScreen(check, QUESTION_TITLES[0]);
    await chooseOption(check, 3);
    await onScreen(check, QUESTION_TITLES[1]);
    await waitFor(() => picker(check), 'the calculator');
    expect(picker(check).open, 'closed').to.be.false;
    expect(field(check, 'Beer, Pint, 4%').value).to.equal('0');
    expect(total(check)).to.equal('Your drinks: none yet.');
    expect(answers(check)).to.deep.equal(['1 to 2', '3 to 4', '5 to 6', '7 to 9', '10 or more']);
  });

  it('in a 300 px column, keeps "7 to 9" on one line and puts the note under it when both do not fit', async () => {
    holder.style.width = '300px';
    await tabUntil(check, (el) => el.localName === 'summary', 'the calculator');
    await press('Enter');
    await waitFor(() => picker(check).open, 'the calculator open');
    await tabToField(check, 'Beer, Pint, 4%');
    await sendKeys({ type: '3' });
    await waitFor(() => answers(check)[3] === '7 to 9 your drinks: 6.8 units', 'the note by 7 to 9');
    const label = root(check).querySelectorAll('.dc-radio__label')[3];
    const range = document.createRange();
    range.selectNodeContents(label.firstChild);
    expect(label.firstChild.textContent).to.equal('7 to 9');
    expect(range.getClientRects().length, '"7 to 9" on one line').to.equal(1);
    const note = label.querySelector('.dc-radio__note').getBoundingClientRect();
    expect(note.right, 'the note inside the widget').to.be.at.most(
      root(check).querySelector('.widget').getBoundingClientRect().right,
    );
  });

  itInWindow(320)('fits a 320 px phone', async () => {
    await setViewport({ width: 320, height: 640 });
    await tabUntil(check, (el) => el.localName === 'summary', 'the calculator');
    await press('Enter');
    await waitFor(() => picker(check).open, 'the calculator open');
    expect(root(check).querySelector('.widget').scrollWidth).to.be.at.most(320);
    await expectNoAxeViolations(check);
  });
});
