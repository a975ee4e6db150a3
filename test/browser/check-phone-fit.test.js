// On a 375x740 phone, with the widget's top at the top of the screen, each of the ten questions
// shows its heading and every answer without scrolling, in both wordings.
import { expect } from '@esm-bundle/chai';
import { setViewport } from './keys.js';
import '/dist/esm/drinking-check.js';
import { chooseOption, onScreen, press, QUESTION_TITLES, resetCheckSession, tabUntil, walkAboutYou } from './check-helpers.js';
import { mount, nextFrame, resetUrl } from './helpers.js';

/** Frequency + units + binge over 4, so that all ten questions show. */
const ANSWERS = [3, 1, 1, 0, 0, 0, 0, 0, 0, 0];

const SOMEONE_TITLES = [
  'How often do they have a drink containing alcohol?',
  'How many units of alcohol do they drink on a typical day when they are drinking?',
  'How often do they have 8 or more units on a single occasion?',
  'How often during the last year have they found that they were not able to stop drinking once they had started?',
  'How often during the last year have they failed to do what was normally expected from them because of their drinking?',
  'How often during the last year have they needed an alcoholic drink in the morning to get themselves going after a heavy drinking session?',
  'How often during the last year have they had a feeling of guilt or remorse after drinking?',
  'How often during the last year have they been unable to remember what happened the night before because they had been drinking?',
  'Have they or somebody else been injured as a result of their drinking?',
  'Has a relative or friend, doctor or other health worker been concerned about their drinking or suggested that they cut down?',
];

/** How much of the question shows with the widget's top at the top of the screen. */
async function visibleParts(widget) {
  window.scrollTo(0, widget.getBoundingClientRect().top + window.scrollY);
  await nextFrame();
  const fits = (element) => {
    const rect = element.getBoundingClientRect();
    return rect.top >= 0 && rect.bottom <= window.innerHeight;
  };
  const labels = [...widget.shadowRoot.querySelectorAll('fieldset .dc-radio')];
  const spare = Math.floor(window.innerHeight - labels.at(-1).getBoundingClientRect().bottom);
  return { heading: fits(widget.shadowRoot.querySelector('h1')), answers: labels.filter(fits).length, of: labels.length, spare };
}

describe('Drinking Check questions on a 375x740 phone', () => {
  let holder;
  beforeEach(async () => {
    resetUrl();
    resetCheckSession();
    await setViewport({ width: 375, height: 740 });
  });
  afterEach(async () => {
    holder?.remove();
    resetCheckSession();
    resetUrl();
    await setViewport({ width: 800, height: 600 });
  });

  for (const wording of ['Myself', 'SomeICareAbout']) {
    it(`${wording}: the heading and every answer of all ten questions show without scrolling`, async function () {
      this.timeout(40000);
      let widgets;
      ({ holder, widgets } = await mount(
        '<drinking-check loader-duration="0"></drinking-check><div style="height: 2000px"></div>',
      ));
      const [check] = widgets;
      if (wording === 'SomeICareAbout') {
        await tabUntil(check, (el) => el.type === 'radio', 'the Myself / Someone I care about choice');
        await press('ArrowDown');
      }
      await walkAboutYou(check, { axe: false, sex: 0, titles: wording === 'SomeICareAbout' ? 'someone' : 'myself' });
      const seen = [];
      for (const [i, option] of ANSWERS.entries()) {
        await onScreen(check, (wording === 'Myself' ? QUESTION_TITLES : SOMEONE_TITLES)[i]);
        seen.push(await visibleParts(check));
        await chooseOption(check, option);
      }
      console.log(
        `phone fit, ${wording}: answers shown per question ${seen.map((p) => `${p.heading ? '' : 'no heading, '}${p.answers}/${p.of}`).join(' ')}; ` +
          `px to spare under the last answer: ${seen.map((p) => p.spare).join(' ')}`,
      );
      seen.forEach((parts, i) => {
        expect(parts.heading, `question ${i + 1}: the heading shows`).to.be.true;
        expect(parts.answers, `question ${i + 1}: answers shown`).to.equal(parts.of);
      });
    });
  }
});
