import { expect } from '@esm-bundle/chai';
import { sendKeys } from './keys.js';
import '/dist/esm/drinking-check.js';
import {
  active,
  badgeText,
  chooseOption,
  expectNoAxeViolations,
  headingText,
  onScreen,
  press,
  shiftTab,
  progressText,
  QUESTION_TITLES,
  resetCheckSession,
  tabToButton,
  tabToRadio,
  tabUntil,
  walkAboutYou,
} from './check-helpers.js';
import { mount, nextFrame, resetUrl, waitFor } from './helpers.js';

const dialog = (widget) => widget.shadowRoot.querySelector('dialog[open]');
const radios = (widget) => [...widget.shadowRoot.querySelectorAll('fieldset input[type=radio]')];

describe('Drinking Check journeys by keyboard', () => {
  let holder;
  let check;
  beforeEach(async () => {
    resetUrl();
    resetCheckSession();
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check loader-duration="0"></drinking-check>'));
    [check] = widgets;
  });
  afterEach(() => {
    holder?.remove();
    resetCheckSession();
    resetUrl();
  });

  it('asks gender identity when it does not match birth, with 5 steps', async () => {
    await walkAboutYou(check, { identity: 1, gender: 5 });
    await onScreen(check, QUESTION_TITLES[0]);
    expect(check.route).to.equal('/drinking-check/question-one');
  });

  // A tap on the age field as the screen arrives: the step's move of focus to the heading, a
  // frame or two later, must not take it away mid-number (a slow phone lost the second digit).
  it('leaves focus where the person put it as a new screen arrives', async () => {
    await tabToButton(check, 'Begin the Drinking Check');
    await press('Enter');
    await waitFor(() => headingText(check) === 'How old are you?' && check.shadowRoot.querySelector('input'), 'the age field');
    const age = check.shadowRoot.querySelector('input');
    age.focus();
    for (let frame = 0; frame < 4; frame += 1) await nextFrame();
    expect(active(check), 'focus still on the age field').to.equal(age);
    await sendKeys({ type: '42' });
    expect(age.value).to.equal('42');
  });

  it('goes back from step 2 and closes to the overview', async () => {
    await tabToButton(check, 'Begin the Drinking Check');
    await press('Enter');
    await onScreen(check, 'How old are you?');
    await tabUntil(check, (el) => el.localName === 'input', 'age');
    await sendKeys({ type: '42' });
    await press('Enter');
    await onScreen(check, 'What sex were you registered at birth?');
    await shiftTab();
    await tabUntil(check, (el) => el.textContent.trim().endsWith('Back'), 'Back', 10, { backwards: true });
    await press('Enter');
    await onScreen(check, 'How old are you?');
    expect(check.shadowRoot.querySelector('input').value).to.equal('42');
    await tabToButton(check, 'Close and return to the overview');
    await press('Enter');
    await onScreen(check, 'How does your drinking affect you?');
  });

  it('says what is wrong with the age instead of swallowing it, and stops under-18s with the Important warning', async () => {
    await tabToButton(check, 'Begin the Drinking Check');
    await press('Enter');
    await onScreen(check, 'How old are you?');
    const input = () => check.shadowRoot.querySelector('input');
    const confirm = () => [...check.shadowRoot.querySelectorAll('button')].find((b) => b.textContent === 'Confirm');
    expect(confirm().disabled, 'Confirm always works').to.be.false;
    await tabUntil(check, (el) => el.localName === 'input', 'age');
    await sendKeys({ type: 'a0-16x' });
    expect(input().value, 'kept as typed').to.equal('a0-16x');
    await press('Enter');
    const summary = await waitFor(() => check.shadowRoot.querySelector('.error-summary'), 'the error summary');
    expect(active(check)).to.equal(summary);
    expect(summary.querySelector('a').textContent).to.equal('Enter the age as a number, like 32');
    expect(input().getAttribute('aria-invalid')).to.equal('true');
    await expectNoAxeViolations(check);
    await press('Tab');
    await press('Enter');
    expect(active(check), 'the summary link moves focus to the box').to.equal(input());
    await press('End');
    for (let i = 0; i < 6; i += 1) await press('Backspace');
    await sendKeys({ type: '16' });
    await press('Enter');
    const alert = await waitFor(() => check.shadowRoot.querySelector('.dc-warning[role=alert]'), 'the warning');
    expect(check.shadowRoot.querySelector('.error-summary'), 'no error once the age is a number').to.equal(null);
    expect(alert.querySelector('h2').textContent).to.equal('Important');
    const links = [...alert.querySelectorAll('a')].map((a) => a.href);
    expect(links).to.include('https://www.childline.org.uk/');
    expect(links).to.include('https://www.talktofrank.com/');
    await expectNoAxeViolations(check);
    await tabToButton(check, 'Confirm');
    await press('Enter');
    expect(check.route).to.equal('/respondent-age');
    expect(headingText(check)).to.equal('How old are you?');
  });

  it('goes back from question one to the last about-you step, and closes a question to the overview keeping the answers', async () => {
    await walkAboutYou(check, { axe: false });
    await onScreen(check, QUESTION_TITLES[0]);
    await chooseOption(check, 3);
    await onScreen(check, QUESTION_TITLES[1]);
    await tabUntil(check, (el) => el.textContent.trim().endsWith('Back'), 'Back', 10, { backwards: true });
    await press('Enter');
    await onScreen(check, QUESTION_TITLES[0]);
    expect(progressText(check)).to.equal('Question 1 of 10');
    expect(radios(check)[3].checked, 'the answer is kept').to.be.true;
    await tabUntil(check, (el) => el.textContent.trim().endsWith('Back'), 'Back', 10, { backwards: true });
    await press('Enter');
    await onScreen(check, 'Have you had an alcohol assessment before?');
    expect(radios(check)[1].checked, 'that answer is kept too').to.be.true;
    await chooseOption(check, 1);
    await onScreen(check, QUESTION_TITLES[0]);
    await tabToButton(check, 'Close and return to the overview');
    await press('Enter');
    await onScreen(check, 'How does your drinking affect you?');
    history.back();
    await onScreen(check, QUESTION_TITLES[0], { focused: false });
    expect(radios(check)[3].checked, 'the answers are still there').to.be.true;
  });

  it('finishes a whole check with Tab, the arrow keys and Space alone', async () => {
    const KEYS = new Set(['Tab', 'ArrowDown', 'Space']);
    const key = async (name) => {
      expect(KEYS.has(name), name).to.be.true;
      await press(name);
    };
    const tabTo = async (match, what) => {
      for (let i = 0; i < 40 && !match(active(check)); i += 1) await key('Tab');
      expect(match(active(check)), what).to.be.true;
    };
    const answer = async (index) => {
      await tabTo((el) => el?.type === 'radio', 'an answer');
      const first = radios(check).indexOf(active(check));
      for (let i = first; i < index; i += 1) await key('ArrowDown');
      await key('Space');
    };
    await tabTo((el) => el?.textContent.trim() === 'Begin the Drinking Check', 'Begin');
    await key('Space');
    await onScreen(check, 'How old are you?');
    await tabTo((el) => el?.localName === 'input', 'the age field');
    await sendKeys({ type: '30' });
    await tabTo((el) => el?.textContent.trim() === 'Confirm', 'Confirm');
    await key('Space');
    for (const title of [
      'What sex were you registered at birth?',
      'Is the gender you identify with the same as your sex registered at birth?',
    ]) {
      await onScreen(check, title);
      await answer(0);
    }
    await onScreen(check, 'Have you had an alcohol assessment before?');
    await answer(1);
    for (const [i, index] of [3, 1, 1, 1, 0, 0, 1, 0, 1, 2].entries()) {
      await onScreen(check, QUESTION_TITLES[i]);
      await answer(index);
    }
    await onScreen(check, 'Your Drinking Check result');
    expect(badgeText(check)).to.equal('Increasing risk');
  });

  it('chooses with Space or Enter on an answer and goes on; the arrows only move; the hint says so', async () => {
    await walkAboutYou(check, { axe: false });
    await onScreen(check, QUESTION_TITLES[0]);
    const hint = check.shadowRoot.querySelector('.dc-hint');
    expect(hint.textContent).to.equal('Choose an answer to go on. Arrow keys move between answers; Space or Enter chooses one.');
    expect(check.shadowRoot.querySelector('fieldset').getAttribute('aria-describedby')).to.equal(hint.id);
    await tabToRadio(check);
    await press('ArrowDown');
    await press('ArrowDown');
    expect(check.route, 'the arrows do not carry anyone off').to.equal('/drinking-check/question-one');
    expect(radios(check)[2].checked).to.be.true;
    await press('Space');
    await onScreen(check, QUESTION_TITLES[1]);
    await tabToRadio(check);
    await press('ArrowDown');
    await press('Enter');
    await onScreen(check, QUESTION_TITLES[2]);
    await tabToRadio(check);
    radios(check)[2].click(); // a pointer keeps choose-and-go
    await onScreen(check, QUESTION_TITLES[3]);
    expect(progressText(check)).to.equal('Question 4 of 10');
  });

  it("opens 'Why we ask' as a modal that closes on Escape and gives focus back", async () => {
    await tabToButton(check, 'Begin the Drinking Check');
    await press('Enter');
    await onScreen(check, 'How old are you?');
    const opener = await tabToButton(check, 'Why we ask');
    await press('Enter');
    const modal = await waitFor(() => dialog(check), 'the dialog');
    expect(modal.getAttribute('aria-labelledby')).to.equal(modal.querySelector('h2').id);
    await expectNoAxeViolations(check);
    await press('Tab');
    expect(modal.contains(active(check)), 'focus stays in the dialog').to.be.true;
    await shiftTab();
    expect(modal.contains(active(check)), 'focus stays in the dialog going back').to.be.true;
    await press('Escape');
    await waitFor(() => !dialog(check), 'the dialog to close');
    expect(active(check)).to.equal(opener);
  });

  it('offers never-drinkers a way to the results, after closing the modal once', async () => {
    await walkAboutYou(check, { axe: false });
    await onScreen(check, QUESTION_TITLES[0]);
    await chooseOption(check, 0);
    const modal = await waitFor(() => dialog(check), 'the never-drinker modal');
    expect(modal.querySelector('h2').textContent).to.equal('You told us you never drink alcohol');
    await expectNoAxeViolations(check);
    await press('Escape');
    await waitFor(() => !dialog(check), 'the modal to close');
    expect(active(check).type).to.equal('radio');
    expect(check.route).to.equal('/drinking-check/question-one');
    await press('Enter');
    await waitFor(() => dialog(check), 'the modal again');
    await tabToButton(check, 'Skip to results');
    await press('Enter');
    await onScreen(check, 'Your Drinking Check result');
    expect(check.route).to.equal('/overview/results-lower-risk-audit-c');
    expect(badgeText(check)).to.equal('Low risk');
  });

  it('lets never-drinkers return to the quiz at question two', async () => {
    await walkAboutYou(check, { axe: false });
    await onScreen(check, QUESTION_TITLES[0]);
    await chooseOption(check, 0);
    await waitFor(() => dialog(check), 'the never-drinker modal');
    await tabToButton(check, 'Back to the questions');
    await press('Enter');
    await onScreen(check, QUESTION_TITLES[1]);
    expect(progressText(check)).to.equal('Question 2 of 10');
  });

  it('shows the units guide under question three', async () => {
    // The calculator under question two has its own tests: drink-picker.test.js.
    await walkAboutYou(check, { axe: false });
    await onScreen(check, QUESTION_TITLES[0]);
    await chooseOption(check, 3);
    await onScreen(check, QUESTION_TITLES[1]);
    await chooseOption(check, 0);
    await onScreen(check, QUESTION_TITLES[2]);
    // Each row as a screen reader reads it: the column names shown beside the figures on a phone are aria-hidden.
    const spoken = (row) =>
      [...row.querySelectorAll('th, td')]
        .map((cell) => [...cell.childNodes].filter((node) => node.getAttribute?.('aria-hidden') !== 'true'))
        .map((nodes) => nodes.map((node) => node.textContent).join(''))
        .join('');
    const rows = [...check.shadowRoot.querySelectorAll('.dc-table tbody tr')].map(spoken);
    expect(rows).to.deep.equal([
      'Premium beer 5%, 330 ml bottle1.7',
      'Beer 4%, Pint2.3',
      'Cider 4.5%, Pint2.6',
      'Spirits 40%, Single (25 ml)1',
      'Alcopop 4%, 275 ml bottle1.1',
      'Wine 13%, Standard glass (175 ml)2.3',
    ]);
  });

  it('changes the wording for someone I care about', async () => {
    const someone = await tabUntil(check, (el) => el.type === 'radio', 'the hereFor choice');
    await press('ArrowDown');
    expect(check.shadowRoot.activeElement.nextElementSibling.textContent).to.equal('Someone I care about');
    expect(check.shadowRoot.activeElement.checked).to.be.true;
    expect(someone.checked).to.be.false;
    await tabToButton(check, 'Begin the Drinking Check');
    await press('Enter');
    await onScreen(check, 'How old are they?');
  });

  it('enables the results tab once results exist', async () => {
    const tab = () => [...check.shadowRoot.querySelectorAll('nav button')].find((b) => b.textContent === 'Advice and results');
    // Named and reachable before there are results, and said to be unavailable (0311).
    expect(tab().getAttribute('aria-disabled')).to.equal('true');
    tab().click();
    expect(check.shadowRoot.querySelector('h1').textContent, 'pressing it goes nowhere').to.equal(
      'How does your drinking affect you?',
    );
    await walkAboutYou(check, { axe: false });
    for (const [i, option] of [0, 0, 0].entries()) {
      await onScreen(check, QUESTION_TITLES[i]);
      if (i === 0) {
        await chooseOption(check, 1);
      } else {
        await chooseOption(check, option);
      }
    }
    await onScreen(check, 'Your Drinking Check result');
    expect(tab().hasAttribute('aria-disabled')).to.be.false;
    await tabToButton(check, 'Do the Drinking Check again');
    await press('Enter');
    await onScreen(check, 'How old are you?');
    expect(check.shadowRoot.querySelector('input').value, 'Redo clears the answers').to.equal('');
  });
});
