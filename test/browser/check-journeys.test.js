import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
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
  tabUntil,
  walkAboutYou,
} from './check-helpers.js';
import { mount, resetUrl, waitFor } from './helpers.js';

const dialog = (widget) => widget.shadowRoot.querySelector('dialog[open]');

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

  it('stops under-18s with the Important warning and support links', async () => {
    await tabToButton(check, 'Begin the Drinking Check');
    await press('Enter');
    await onScreen(check, 'How old are you?');
    const confirm = () => [...check.shadowRoot.querySelectorAll('button')].find((b) => b.textContent === 'Confirm');
    expect(confirm().disabled).to.be.true;
    await tabUntil(check, (el) => el.localName === 'input', 'age');
    await sendKeys({ type: 'a0-16x' });
    expect(check.shadowRoot.querySelector('input').value, 'only digits, no leading zero').to.equal('16');
    expect(confirm().disabled).to.be.false;
    await press('Enter');
    const alert = await waitFor(() => check.shadowRoot.querySelector('[role=alert]'), 'the warning');
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
    await tabToButton(check, 'Return to quiz');
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
    const rows = [...check.shadowRoot.querySelectorAll('.dc-table tbody tr')].map((r) => r.textContent);
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
    expect(tab().disabled).to.be.true;
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
    expect(tab().disabled).to.be.false;
    await tabToButton(check, 'Do the Drinking Check again');
    await press('Enter');
    await onScreen(check, 'How old are you?');
    expect(check.shadowRoot.querySelector('input').value, 'Redo clears the answers').to.equal('');
  });
});
