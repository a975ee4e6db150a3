// Results that speak to the person, reached by keyboard: a never-drinker's own result, and a
// low-risk score whose weekly units could pass the guideline; axe on each, both wordings.
import { expect } from '@esm-bundle/chai';
import { setViewport } from './keys.js';
import '/dist/esm/drinking-check.js';
import {
  chooseOption,
  expectNoAxeViolations,
  onScreen,
  press,
  QUESTION_TITLES,
  resetCheckSession,
  tabToButton,
  tabUntil,
  walkAboutYou,
  walkQuestions,
} from './check-helpers.js';
import { $, $$, buttonNamed, expandAll, RESULT_HEADING } from './check-results-helpers.js';
import { mount, resetUrl, textLines, waitFor } from './helpers.js';

const WORDINGS = [
  { hereFor: 'Myself', titles: 'myself', heading: RESULT_HEADING, never: 'You told us you do not drink alcohol.' },
  {
    hereFor: 'SomeICareAbout',
    titles: 'someone',
    heading: 'Their Drinking Check result',
    never: 'You told us they do not drink alcohol.',
  },
];

const text = (check) => check.shadowRoot.querySelector('.dc-results').textContent;

describe('Drinking Check results from what the person told us', () => {
  let holder;
  let check;
  beforeEach(async () => {
    resetUrl();
    resetCheckSession();
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check loader-duration="0"></drinking-check>'));
    [check] = widgets;
  });
  afterEach(async () => {
    holder?.remove();
    resetCheckSession();
    resetUrl();
    await setViewport({ width: 800, height: 600 });
  });

  for (const wording of WORDINGS) {
    it(`a never-drinker (${wording.hereFor}) gets a result of their own, without the readiness scales`, async () => {
      if (wording.hereFor === 'SomeICareAbout') {
        await tabUntil(check, (el) => el.type === 'radio', 'the Myself / Someone I care about choice');
        await press('ArrowDown');
      }
      await walkAboutYou(check, { axe: false, titles: wording.titles });
      await onScreen(
        check,
        wording.hereFor === 'Myself' ? QUESTION_TITLES[0] : 'How often do they have a drink containing alcohol?',
      );
      await chooseOption(check, 0);
      await waitFor(() => check.shadowRoot.querySelector('dialog[open]'), 'the never-drinker modal');
      await tabToButton(check, 'Skip to results');
      await press('Enter');
      await onScreen(check, wording.heading);
      expect(text(check)).to.contain(wording.never);
      expect(text(check)).to.not.match(/To keep it that way|How ready are you|How concerned are you/);
      expect(buttonNamed(check, 'How we can support you'), 'no readiness scales').to.equal(undefined);
      expect(buttonNamed(check, 'Quick tips')).to.equal(undefined);
      expect($(check, '.dc-drinking')).to.equal(null);
      expandAll(check);
      await waitFor(() => $$(check, 'button[aria-expanded="false"]').length === 0, 'every section open');
      await expectNoAxeViolations(check);
    });
  }

  it('tells a low-risk score of 5 the weekly units could pass 14, with the binge line for a man', async () => {
    await walkAboutYou(check, { axe: false, sex: 0 });
    await walkQuestions(check, [4, 1, 0, 0, 0, 0, 0, 0, 0, 0], { axe: false });
    await onScreen(check, RESULT_HEADING);
    expect(check.shadowRoot.querySelector('.dc-badge').textContent).to.equal('Low risk');
    const told = $(check, '.dc-drinking');
    expect(told.textContent).to.contain('That is about 12 to 28 units a week.');
    expect($(check, '.dc-drinking__over').textContent).to.contain('could be more than 14 units a week');
    expect(told.textContent).to.contain('For men, 8 or more units in one session is binge drinking');
    expect(text(check)).to.contain('Your score is in the low-risk range, but');
    const message = $(check, '.dc-message');
    expect(message.nextElementSibling, 'what they told us, right under the risk message').to.equal(told);
    expandAll(check);
    await waitFor(() => $$(check, 'button[aria-expanded="false"]').length === 0, 'every section open');
    await expectNoAxeViolations(check);

    // Submit with nothing chosen explains itself on both small forms, with no axe violations.
    for (const form of ['.dc-scales', '.dc-feedback']) {
      $$(check, `${form} button`)
        .find((b) => b.textContent.trim() === 'Submit')
        .click();
      await waitFor(() => $(check, `${form} .error-summary`), `the errors of ${form}`);
    }
    await expectNoAxeViolations(check);
  });

  it('higher risk on a phone: Get support now sits right under the risk message, with Drinkline to tap and call on one line', async () => {
    await setViewport({ width: 375, height: 740 });
    await walkAboutYou(check, { axe: false });
    await walkQuestions(check, [4, 4, 4, 0, 0, 0, 0, 0, 1, 1], { axe: false });
    await onScreen(check, RESULT_HEADING);
    const now = $(check, '.dc-now');
    expect($(check, '.dc-message').nextElementSibling).to.equal(now);
    const call = now.querySelector('a[href^="tel:"]');
    expect(call.getAttribute('href')).to.equal('tel:03001231110');
    expect(call.textContent).to.equal('0300 123 1110');
    expect(call.getClientRects(), 'one line').to.have.length(1);
    expect(now.textContent).to.contain('Talk to your GP');
    const top = now.getBoundingClientRect().top - check.getBoundingClientRect().top;
    console.log(`support now: ${Math.round(top)} px below the widget's top at 375 px`);
    expect(top, 'on the first screen of a 740 px phone').to.be.below(740);
    await expectNoAxeViolations(check);
  });

  // Issue 36: the number's tall target made its line taller, a gap of most of a line above it.
  it('Get support now: the number to call sits one line under the words before it, as those lines sit', async () => {
    holder.remove();
    const answers = { drinkFrequency: 4, unitsPerTypicalDay: 4, bingeFrequency: 4, unableToStop: 0, unableToMeetExpectation: 0 };
    const profile = { hereFor: 'Myself', age: 30, sex: 0, genderMatchesBirth: 0, previousAlcoholAssessment: 1 };
    const result = { score: 17, scale: 'full', riskLevel: 'higher', answers };
    sessionStorage.setItem('aa:dc:check', JSON.stringify({ answers, profile, hasResults: true, result }));
    history.replaceState(null, '', '#dc=/overview/results-high-risk');
    let widgets;
    // A 320 px column: the number goes under the words in every engine.
    ({ holder, widgets } = await mount('<div style="width: 320px"><drinking-check></drinking-check></div>'));
    [check] = widgets;
    const call = await waitFor(() => $(check, '.dc-now a[href^="tel:"]'), 'Get support now');
    const words = textLines(call.closest('li').firstChild);
    const [number] = textLines(call.firstChild);
    expect(words.length, 'the words take two lines or more').to.be.at.least(2);
    expect(number.top, 'the number on a line of its own').to.be.above(words.at(-1).bottom);
    const between = (upper, lower) => Math.round(lower.top - upper.bottom);
    expect(between(words.at(-1), number), 'px between the words and the number').to.be.at.most(between(words[0], words[1]) + 1);
  });
});
