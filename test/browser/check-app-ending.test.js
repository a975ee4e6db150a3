// Issue 27, item 1: in an app the check ended at a bare score, even for possible dependence: no
// advice, no Drinkline, no next step (docs/decisions/0220-the-app-ending-shows-support-and-the-way-on.md).
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import {
  active,
  badgeText,
  chooseAndNext,
  expectNoAxeViolations,
  headingText,
  onScreen,
  press,
  QUESTION_TITLES,
  resetCheckSession,
  tabToButton,
} from './check-helpers.js';
import { captureWarnings, mount, resetUrl, waitFor } from './helpers.js';

const RESULT = 'Your Drinking Check result';
const FULL = 'See your full results and advice';
const PROFILE = { hereFor: 'Myself', age: 40, sex: 0, genderMatchesBirth: 0, previousAlcoholAssessment: 1 };
const REST = { unableToMeetExpectation: 0, morningDrink: 0, feltGuilty: 0, memoryLoss: 0 };
/** Questions one to eight answered; nine and ten are answered in the test (option indexes). */
const WALKS = {
  increasing: {
    answers: { drinkFrequency: 4, unitsPerTypicalDay: 4, bingeFrequency: 4, unableToStop: 0, ...REST },
    last: [0, 1],
  }, // 14
  higher: { answers: { drinkFrequency: 4, unitsPerTypicalDay: 4, bingeFrequency: 4, unableToStop: 0, ...REST }, last: [1, 1] }, // 16
  possibleDependence: {
    answers: { drinkFrequency: 4, unitsPerTypicalDay: 4, bingeFrequency: 4, unableToStop: 4, ...REST },
    last: [1, 1],
  }, // 20
};

const $$ = (widget, selector) => [...widget.shadowRoot.querySelectorAll(selector)];
const telLinks = (widget) => $$(widget, 'a[href^="tel:"]');
const fullButton = (widget) => $$(widget, 'button').find((b) => b.textContent.trim() === FULL);
const supportHeading = (widget) => $$(widget, 'h2').find((h) => h.textContent.trim() === 'Get support now');

describe('the embedded check ending in an app', () => {
  let holder;
  let warnings;
  beforeEach(() => {
    resetUrl();
    resetCheckSession();
    // Embedded without parent-origin: one warning that no token can come, which is not this test's business.
    warnings = captureWarnings();
  });
  afterEach(() => {
    warnings.restore();
    holder?.remove();
    resetCheckSession();
    resetUrl();
  });

  /**
   * An embedded check on question nine, the answers before it kept; answering nine and ten by
   * keyboard ends it in place, a step after the first screen as in a real journey.
   */
  async function finish(level, attributes = '', beforeEnd = () => undefined) {
    const walk = WALKS[level];
    sessionStorage.setItem('aa:dc:check', JSON.stringify({ answers: walk.answers, profile: PROFILE, hasResults: false }));
    history.replaceState(null, '', `${location.pathname}#dc=/drinking-check/question-nine`);
    let widgets;
    ({ holder, widgets } = await mount(`<drinking-check embedded loader-duration="0" ${attributes}></drinking-check>`));
    const [check] = widgets;
    beforeEnd(check);
    await onScreen(check, QUESTION_TITLES[8], { focused: false });
    await chooseAndNext(check, walk.last[0]);
    await onScreen(check, QUESTION_TITLES[9]);
    await chooseAndNext(check, walk.last[1]);
    await onScreen(check, RESULT);
    return check;
  }

  for (const [level, badge, score] of [
    ['possibleDependence', 'Possible dependence', 20],
    ['higher', 'Higher risk', 16],
  ]) {
    it(`${badge}: Drinkline to tap and call, the GP, and the full advice inside the widget`, async () => {
      const check = await finish(level);
      expect(check.route, 'the check ends in place').to.equal('/drinking-check/question-ten');
      expect(badgeText(check)).to.equal(badge);
      expect(check.shadowRoot.querySelector('.dc-result__score').textContent).to.equal(`Score: ${score} out of 40`);

      const heading = supportHeading(check);
      expect(heading, 'Get support now').to.exist;
      const section = heading.closest('section');
      expect(section.getAttribute('aria-labelledby')).to.equal(heading.id);
      const [call] = telLinks(check);
      expect(call?.textContent, 'the number is the link').to.equal('0300 123 1110');
      expect(call.getAttribute('href')).to.equal('tel:03001231110');
      expect(call.getClientRects().length, 'the number is on screen').to.be.above(0);
      expect(call.getBoundingClientRect().height, 'a 44 px target').to.be.at.least(44);
      expect(section.textContent).to.contain('Talk to your GP.');
      await expectNoAxeViolations(check);

      // The way on, by keyboard: the full results, their heading focused, their advice shown.
      await tabToButton(check, FULL);
      await press('Enter');
      await waitFor(() => check.route !== '/drinking-check/question-ten', 'the full results route');
      await onScreen(check, RESULT);
      await waitFor(() => $$(check, '.dc-results').length === 1, 'the full results');
      expect(active(check).localName).to.equal('h1');
      expect(badgeText(check)).to.equal(badge);
      const message =
        level === 'higher'
          ? 'Your answers suggest you are drinking at a level that carries a high risk of harm'
          : 'Your answers suggest you may be dependent on alcohol.';
      expect(check.shadowRoot.textContent).to.contain(message);
      expect(telLinks(check).map((a) => a.getAttribute('href'))).to.include('tel:03001231110');
      await expectNoAxeViolations(check);
    });
  }

  it('Increasing risk: the way to the full advice, and no support block', async () => {
    const check = await finish('increasing');
    expect(badgeText(check)).to.equal('Increasing risk');
    expect(telLinks(check)).to.deep.equal([]);
    expect(fullButton(check), FULL).to.exist;
    await expectNoAxeViolations(check);
  });

  it('with result-screen="app" ends at the heading, the badge and the score, and the app hears the result', async () => {
    const results = [];
    const check = await finish('possibleDependence', 'result-screen="app"', (widget) =>
      widget.addEventListener('dc-result', (event) => results.push(event.detail)),
    );
    expect(headingText(check)).to.equal(RESULT);
    expect(badgeText(check)).to.equal('Possible dependence');
    expect(check.shadowRoot.querySelector('.dc-result__score').textContent).to.equal('Score: 20 out of 40');
    expect(results).to.deep.equal([{ riskLevel: 'possibleDependence', score: 20 }]);
    expect(telLinks(check)).to.deep.equal([]);
    expect(fullButton(check)).to.equal(undefined);
    expect(supportHeading(check)).to.equal(undefined);
    await expectNoAxeViolations(check);
  });

  it('takes result-screen as a property too, and shows support again when it is removed', async () => {
    const check = await finish('possibleDependence', '', (widget) => {
      widget.resultScreen = 'app';
      expect(widget.getAttribute('result-screen')).to.equal('app');
      widget.removeAttribute('result-screen');
      expect(widget.resultScreen).to.equal('widget');
    });
    expect(telLinks(check).map((a) => a.getAttribute('href'))).to.deep.equal(['tel:03001231110']);
  });
});
