import { expect } from '@esm-bundle/chai';
import { focusToType, sendKeys } from './keys.js';
import '/dist/esm/drinking-check.js';
import {
  active,
  badgeText,
  BINGE_TITLES,
  chooseAndNext,
  expectNoAxeViolations,
  onScreen,
  press,
  progressText,
  QUESTION_TITLES,
  resetCheckSession,
  tabToButton,
  tabUntil,
} from './check-helpers.js';
import { mount, resetUrl, waitFor } from './helpers.js';

describe('Drinking Check embedded', () => {
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

  it('starts at the welcome, uses radios with Back and Next, and shows the result in place', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check embedded loader-duration="0"></drinking-check>'));
    const [check] = widgets;
    const results = [];
    check.addEventListener('dc-route-change', (event) => results.push(event.detail.path));
    await onScreen(check, 'Are you drinking too much?', { focused: false });
    expect(check.route).to.equal('/drinking-check');
    await expectNoAxeViolations(check);
    await tabToButton(check, 'Start the check');
    await press('Enter');
    await onScreen(check, 'How old are you?');
    await tabUntil(check, (el) => el.localName === 'input', 'age');
    await sendKeys({ type: '55' });
    await press('Enter');
    await onScreen(check, 'What sex were you registered at birth?');
    await expectNoAxeViolations(check);
    await chooseAndNext(check, 1);
    await onScreen(check, 'Is the gender you identify with the same as your sex registered at birth?');
    await chooseAndNext(check, 2);
    await onScreen(check, 'Have you had an alcohol assessment before?');
    await chooseAndNext(check, 3);

    await onScreen(check, QUESTION_TITLES[0]);
    expect(progressText(check), 'progress shows when embedded').to.equal('Question 1 of 10');
    await expectNoAxeViolations(check);
    // Next without a choice says what is missing, in the GOV.UK manner, and goes nowhere.
    await tabToButton(check, 'Next');
    await press('Enter');
    const summary = await waitFor(() => check.shadowRoot.querySelector('.error-summary'), 'the error summary');
    expect(active(check)).to.equal(summary);
    expect(summary.textContent).to.contain('Choose an answer');
    expect(check.route).to.equal('/drinking-check/question-one');
    await expectNoAxeViolations(check);
    await chooseAndNext(check, 3);
    await onScreen(check, QUESTION_TITLES[1]);
    await tabToButton(check, 'Back');
    await press('Enter');
    await onScreen(check, QUESTION_TITLES[0]);
    expect([...check.shadowRoot.querySelectorAll('input[type=radio]')][3].checked, 'the answer is kept').to.be.true;
    await tabToButton(check, 'Next');
    await press('Enter');
    const titles = [...QUESTION_TITLES.slice(0, 2), BINGE_TITLES.female, ...QUESTION_TITLES.slice(3)];
    for (const [i, option] of [3, 2, 1, 0, 0, 0, 0, 0, 0].entries()) {
      await onScreen(check, titles[i + 1]);
      await chooseAndNext(check, option);
    }
    await onScreen(check, 'Your Drinking Check result');
    expect(check.route, 'no navigation to the loader').to.equal('/drinking-check/question-ten');
    expect(badgeText(check)).to.equal('Increasing risk');
    expect(check.shadowRoot.querySelector('.dc-result__score').textContent).to.equal('Score: 9 out of 40');
    expect(results).to.not.include('/loading-results');
    await expectNoAxeViolations(check);
  });

  it('goes to the welcome on first load even when the URL names the overview', async () => {
    location.hash = 'dc=/overview';
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check embedded></drinking-check>'));
    await waitFor(() => widgets[0].route === '/drinking-check', 'the welcome');
  });
});

describe('Drinking Check reload in the middle', () => {
  let frame;
  afterEach(() => {
    frame?.remove();
    resetCheckSession();
  });

  const openFixture = async () => {
    frame = document.createElement('iframe');
    frame.style.width = '1024px';
    frame.style.height = '768px';
    document.body.append(frame);
    await new Promise((resolve) => {
      frame.addEventListener('load', resolve, { once: true });
      frame.src = '/test/browser/fixtures/check-reload.html';
    });
  };
  const widget = () => frame.contentWindow.document.querySelector('drinking-check');
  const h1 = () => widget()?.shadowRoot?.querySelector('h1')?.textContent;
  const click = (text) =>
    [...widget().shadowRoot.querySelectorAll('button, label')].find((el) => el.textContent.trim() === text).click();

  it('comes back on the same question with the answers kept', async () => {
    await openFixture();
    frame.contentWindow.sessionStorage.clear();
    await waitFor(() => h1() === 'How does your drinking affect you?', 'the overview');
    click('Begin the Drinking Check');
    await waitFor(() => h1() === 'How old are you?', 'age');
    const input = widget().shadowRoot.querySelector('input');
    await focusToType(input);
    await sendKeys({ type: '30' });
    click('Confirm');
    await waitFor(() => h1() === 'What sex were you registered at birth?', 'sex');
    click('Female');
    await waitFor(() => h1()?.startsWith('Is the gender'), 'identity');
    click('Yes');
    await waitFor(() => h1()?.startsWith('Have you had'), 'assessment');
    click('No');
    await waitFor(() => h1() === QUESTION_TITLES[0], 'question one');
    click('4 or more times a week');
    await waitFor(() => h1() === QUESTION_TITLES[1], 'question two');
    click('10 or more');
    await waitFor(() => h1() === BINGE_TITLES.female, 'question three');
    click('Weekly');
    await waitFor(() => h1() === QUESTION_TITLES[3], 'question four');

    await new Promise((resolve) => {
      frame.addEventListener('load', resolve, { once: true });
      frame.contentWindow.location.reload();
    });
    await waitFor(() => h1() === QUESTION_TITLES[3], 'question four after the reload');
    expect(frame.contentWindow.location.hash).to.contain('dc=/drinking-check/question-four');
    click('‹ Back');
    await waitFor(() => h1() === BINGE_TITLES.female, 'question three');
    const checked = [...widget().shadowRoot.querySelectorAll('input[type=radio]')].findIndex((r) => r.checked);
    expect(checked, 'question three keeps its answer').to.equal(3);
  });
});
