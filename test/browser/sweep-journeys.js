// The journeys of the accessibility sweep, played with the keyboard as a person does. At each
// route the journey calls `visit(path)`, which waits for that screen and checks it (see
// sweep-a11y.test.js). The routes themselves are listed in sweep-routes.js.
import { sendKeys } from './keys.js';
import { activate, tabTo } from './calculator-helpers.js';
import { chooseOption, press, tabToButton, tabUntil } from './check-helpers.js';

const DC_QUESTIONS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].map(
  (n) => `/drinking-check/question-${n}`,
);
/** Option indexes: frequency + units + binge = 5, over the early exit's 4, so all ten questions show. */
const DC_ANSWERS = [3, 1, 1, 0, 0, 0, 0, 0, 0, 0];
/** Where those answers (a score of 5) lead. */
export const DC_JOURNEY_RESULT = '/overview/results-lower-risk';

/** Overview, about you (with the gender identity step), all ten questions, a result, both tabs. */
export async function drinkingCheckJourney(widget, wording, visit) {
  await visit('/overview', { first: true });
  if (wording === 'SomeICareAbout') {
    await tabUntil(widget, (el) => el.type === 'radio', 'the Myself / Someone I care about choice');
    await press('ArrowDown');
  }
  await tabToButton(widget, 'Begin the Drinking Check');
  await press('Enter');
  await visit('/loading-basic-personal-info');
  await visit('/respondent-age');
  await tabUntil(widget, (el) => el.localName === 'input', 'the age field');
  await sendKeys({ type: '30' });
  await press('Enter');
  const aboutYou = [
    ['/sex-at-birth', 0],
    ['/identity-matches-birth', 1],
    ['/gender-identity', 1],
    ['/alcohol-assessment', 1],
  ];
  for (const [path, option] of aboutYou) {
    await visit(path);
    await chooseOption(widget, option);
  }
  await visit('/drinking-check/loading-drink-check');
  for (const [i, path] of DC_QUESTIONS.entries()) {
    await visit(path);
    await chooseOption(widget, DC_ANSWERS[i]);
  }
  await visit('/loading-results');
  await visit(DC_JOURNEY_RESULT);
  const tab = (name) => tabUntil(widget, (el) => el.textContent.trim() === name, `the "${name}" tab`, 40, { backwards: true });
  await tab('Drinking Check');
  await press('Enter');
  await visit('/overview/drinking-check');
  await tab('Advice and results');
  await press('Enter');
  await visit('/overview/results');
}

const UCC = '/unit-and-calorie-calculator';

/** Welcome, single drinks to their results, then again for a week of drinks to its results. */
export async function calculatorJourney(widget, visit) {
  await visit(UCC, { first: true });
  await activate(widget, 'Calculate single drinks');
  await visit(`${UCC}/single-drinks`);
  await activate(widget, 'Add one pint of beer');
  await activate(widget, 'Calculate');
  await visit(`${UCC}/results-single`);
  await activate(widget, 'Use tool again');
  await visit(UCC);
  await activate(widget, 'Calculate weekly drinks');
  await visit(`${UCC}/days-of-week`);
  await tabTo(widget, 'Monday');
  await press('Space');
  await activate(widget, 'Continue');
  await visit(`${UCC}/weekly-drinks`);
  await activate(widget, 'Add one pint of beer');
  await activate(widget, 'Results');
  await visit(`${UCC}/results-weekly`);
}
