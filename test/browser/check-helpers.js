// Helpers of the Drinking Check journey tests: keyboard only, axe on every screen.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from './keys.js';
import { axeViolations, waitFor } from './helpers.js';

export const press = (key) => sendKeys({ press: key });

export async function shiftTab() {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

export const active = (widget) => widget.shadowRoot.activeElement;

export const headingText = (widget) => widget.shadowRoot.querySelector('h1')?.textContent.trim();

/** Waits until the screen with this heading shows and its heading has focus. */
export async function onScreen(widget, text, { focused = true } = {}) {
  await waitFor(
    () => headingText(widget) === text && (!focused || active(widget)?.localName === 'h1'),
    `screen "${text}" (now "${headingText(widget)}", focus on ${active(widget)?.outerHTML.slice(0, 60)})`,
  );
}

export async function expectNoAxeViolations(widget) {
  const violations = await axeViolations(widget);
  expect(violations, `axe on "${headingText(widget)}"`).to.deep.equal([]);
}

/** Presses Tab until `match(element)` holds for the focused element of the widget. */
export async function tabUntil(widget, match, what, max = 40, { backwards = false } = {}) {
  for (let i = 0; i < max; i += 1) {
    const element = active(widget);
    if (element && match(element)) return element;
    if (backwards) await shiftTab();
    else await press('Tab');
  }
  throw new Error(`Tab never reached ${what}`);
}

/** A button's name as a screen reader gives it: its aria-label, else its text. */
export const buttonName = (button) => button.getAttribute('aria-label') ?? button.textContent.trim();

export const tabToButton = (widget, name) =>
  tabUntil(widget, (el) => el.localName === 'button' && buttonName(el) === name, `button "${name}"`);

export const tabToRadio = (widget) => tabUntil(widget, (el) => el.type === 'radio', 'a radio button');

const radios = (widget) => [...widget.shadowRoot.querySelectorAll('fieldset input[type=radio]')];

/** Standalone: chooses option `index` of the question with the keyboard (arrows select, Space/Enter choose). */
export async function chooseOption(widget, index) {
  await tabToRadio(widget);
  const list = radios(widget);
  let current = list.indexOf(active(widget));
  while (current < index) {
    await press('ArrowDown');
    current += 1;
  }
  while (current > index) {
    await press('ArrowUp');
    current -= 1;
  }
  expect(active(widget)).to.equal(list[index]);
  if (list[index].checked) await press('Enter');
  else await press('Space');
}

/** Embedded: selects option `index` with Space and the arrows, then Next. */
export async function chooseAndNext(widget, index) {
  await tabToRadio(widget);
  const list = radios(widget);
  let current = list.indexOf(active(widget));
  if (!list[current].checked) await press('Space');
  while (current < index) {
    await press('ArrowDown');
    current += 1;
  }
  expect(list[index].checked).to.be.true;
  await tabToButton(widget, 'Next');
  await press('Enter');
}

/** Question three names the binge line of the sex registered at birth. */
export const BINGE_TITLES = {
  male: 'How often do you have 8 or more units on a single occasion?',
  female: 'How often do you have 6 or more units on a single occasion?',
};

/** The ten questions for someone answering for themselves, registered male at birth (walkAboutYou's default). */
export const QUESTION_TITLES = [
  'How often do you have a drink containing alcohol?',
  'How many units of alcohol do you drink on a typical day when you are drinking?',
  BINGE_TITLES.male,
  'How often during the last year have you found that you were not able to stop drinking once you had started?',
  'How often during the last year have you failed to do what was normally expected from you because of your drinking?',
  'How often during the last year have you needed an alcoholic drink in the morning to get yourself going after a heavy drinking session?',
  'How often during the last year have you had a feeling of guilt or remorse after drinking?',
  'How often during the last year have you been unable to remember what happened the night before because you had been drinking?',
  'Have you or somebody else been injured as a result of your drinking?',
  'Has a relative or friend, doctor or other health worker been concerned about your drinking or suggested that you cut down?',
];

/** The text shown as "Step n of m" / "Question n of m", or undefined when hidden. */
export const progressText = (widget) => widget.shadowRoot.querySelector('.dc-progress__label')?.textContent;

const ABOUT_YOU_TITLES = {
  myself: {
    age: 'How old are you?',
    sex: 'What sex were you registered at birth?',
    identity: 'Is the gender you identify with the same as your sex registered at birth?',
    gender: 'Which of these best describes your gender identity?',
    assessment: 'Have you had an alcohol assessment before?',
  },
  someone: {
    age: 'How old are they?',
    sex: 'What sex were they registered at birth?',
    identity: 'Is the gender they identify with the same as their sex registered at birth?',
    gender: 'Which of these best describes their gender identity?',
    assessment: 'Have they had an alcohol assessment before?',
  },
};

/**
 * From the overview: Begin, then age, sex, identity (and gender), previous assessment. With
 * `begin: false`, from the age step (where Redo goes).
 */
export async function walkAboutYou(
  widget,
  { age = '30', sex = 0, identity = 0, gender, assessment = 1, axe = true, titles = 'myself', begin = true } = {},
) {
  const check = axe ? expectNoAxeViolations : async () => undefined;
  const title = ABOUT_YOU_TITLES[titles];
  await check(widget);
  if (begin) {
    await tabToButton(widget, 'Begin the Drinking Check');
    await press('Enter');
  }
  await onScreen(widget, title.age);
  expect(progressText(widget)).to.equal('Step 1 of 4');
  await check(widget);
  await tabUntil(widget, (el) => el.localName === 'input', 'the age field');
  await sendKeys({ type: age });
  await press('Enter');
  await onScreen(widget, title.sex);
  expect(progressText(widget)).to.equal('Step 2 of 4');
  await check(widget);
  await chooseOption(widget, sex);
  await onScreen(widget, title.identity);
  await check(widget);
  await chooseOption(widget, identity);
  if (gender !== undefined) {
    await onScreen(widget, title.gender);
    expect(progressText(widget)).to.equal('Step 4 of 5');
    await check(widget);
    await chooseOption(widget, gender);
  }
  await onScreen(widget, title.assessment);
  expect(progressText(widget)).to.equal(gender === undefined ? 'Step 4 of 4' : 'Step 5 of 5');
  await check(widget);
  await chooseOption(widget, assessment);
}

/** Answers questions by option index, from question one on. */
export async function walkQuestions(widget, optionIndexes, { axe = true } = {}) {
  for (const [i, index] of optionIndexes.entries()) {
    await onScreen(widget, QUESTION_TITLES[i]);
    expect(progressText(widget)).to.equal(`Question ${i + 1} of 10`);
    if (axe) await expectNoAxeViolations(widget);
    await chooseOption(widget, index);
  }
}

export const resultRoute = (widget) => widget.route;

export function badgeText(widget) {
  return widget.shadowRoot.querySelector('.dc-badge')?.textContent;
}

export function resetCheckSession() {
  sessionStorage.clear();
}
