// The journeys of the e2e tests, driven with the keyboard alone in a demo page (see remote.js).
import { expect } from '@esm-bundle/chai';
import { BINGE_TITLES, QUESTION_TITLES } from '../browser/check-helpers.js';

export { BINGE_TITLES, QUESTION_TITLES };

const CHECK = 'drinking-check';
const CALCULATOR = 'unit-calculator';
/** A screen after a loader may take this long to arrive (the loader waits for code and the save). */
const AFTER_LOADER_MS = 10000;

export const RESULTS_HEADING = 'Your Drinking Check result';
/** The overview heading: built-in copy, and the reference API's copy of the same key. */
export const OVERVIEW_BUILT_IN = 'How does your drinking affect you?';
export const OVERVIEW_FROM_API = 'How does your drinking affect your health?';

/** Waits until the widget shows the screen with this heading and the heading has focus. */
export function waitForScreen(page, tag, title, timeout = 5000) {
  return page.waitFor(`"${title}" on <${tag}>`, (t, h) => onScreen(t, h), [tag, title], timeout);
}

export const heading = (page, tag) => page.run((t) => headingIn(t), tag);

/** Standalone question: Tab to the radios, arrows to option `index`, Space (or Enter) chooses and goes on. */
export async function chooseOption(page, tag, index) {
  await page.tabTo(tag, undefined, { kind: 'radio' });
  for (let i = 0; i < index; i += 1) await page.press('ArrowDown');
  const focused = await page.run((t) => focusedIn(t), tag);
  expect(focused.type).to.equal('radio');
  await page.press(focused.checked ? 'Enter' : 'Space');
}

/** Embedded question: select option `index` with Space and the arrows, then Next. */
export async function chooseAndNext(page, tag, index) {
  await page.tabTo(tag, undefined, { kind: 'radio' });
  await page.press('Space');
  for (let i = 0; i < index; i += 1) await page.press('ArrowDown');
  await page.tabTo(tag, 'Next');
  await page.press('Enter');
}

/**
 * A whole Drinking Check by keyboard in a standalone widget, from the overview to the result:
 * about you (age, sex, identity, previous assessment as option indexes), then the answers as
 * option indexes (three of them end early at a low AUDIT-C score). Returns what the result shows.
 */
export async function completeCheck(page, { age = '34', sex = 0, identity = 0, assessment = 1, answers }) {
  await page.tabTo(CHECK, 'Begin the Drinking Check');
  await page.press('Enter');
  await waitForScreen(page, CHECK, 'How old are you?', AFTER_LOADER_MS);
  await page.tabTo(CHECK, undefined, { kind: 'input' });
  await page.type(age);
  await page.press('Enter');
  await waitForScreen(page, CHECK, 'What sex were you registered at birth?');
  await chooseOption(page, CHECK, sex);
  await waitForScreen(page, CHECK, 'Is the gender you identify with the same as your sex registered at birth?');
  await chooseOption(page, CHECK, identity);
  await waitForScreen(page, CHECK, 'Have you had an alcohol assessment before?');
  await chooseOption(page, CHECK, assessment);
  for (const [i, index] of answers.entries()) {
    await waitForScreen(page, CHECK, QUESTION_TITLES[i], i === 0 ? AFTER_LOADER_MS : 5000);
    await chooseOption(page, CHECK, index);
  }
  return shownResult(page);
}

/** Waits for the results heading; returns it with the level shown by its badge. */
export async function shownResult(page, tag = CHECK, timeout = AFTER_LOADER_MS) {
  await page.waitFor('the results heading', (t, h) => headingIn(t) === h, [tag, RESULTS_HEADING], timeout);
  return page.run((t) => ({ heading: headingIn(t), level: levelShown(t) }), tag);
}

/**
 * Two pints of 4% beer in the single-drinks calculator, by keyboard, then Calculate. `drinkName`
 * is the popular drink as listed: 'Pint of beer' built in, 'Beer' from the reference API.
 * Returns the popular drinks listed (their amount fields' names) and the visible text of the results.
 */
export async function calculateTwoPints(page, drinkName, { max } = {}) {
  await page.tabTo(CALCULATOR, 'Calculate single drinks', { max });
  await page.press('Enter');
  await waitForScreen(page, CALCULATOR, 'What did you drink?');
  const field = `Number of drinks: ${drinkName} (Pint, 4%)`;
  await page.waitFor(`the popular drink "${field}"`, (t, name) => Boolean(controlNamed(t, name)), [CALCULATOR, field]);
  const listed = await listedDrinks(page);
  await page.tabTo(CALCULATOR, `Add one ${drinkName.charAt(0).toLowerCase()}${drinkName.slice(1)}`);
  await page.press('Enter');
  await page.press('Enter');
  expect(await page.run((t, name) => controlNamed(t, name).value, CALCULATOR, field)).to.equal('2');
  await page.tabTo(CALCULATOR, 'Calculate');
  await page.press('Enter');
  await waitForScreen(page, CALCULATOR, 'Your results');
  return { listed, results: await page.run((t) => textIn(t), CALCULATOR) };
}

/** The popular drinks the calculator lists now (their amount fields' names). */
export const listedDrinks = (page) =>
  page.run(
    (t) => [...shadowOf(t).querySelectorAll('input')].map((el) => nameOf(el)).filter((n) => n.startsWith('Number of drinks: ')),
    CALCULATOR,
  );
