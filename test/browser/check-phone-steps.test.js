// The Drinking Check below an article's text on a 375x740 phone (docs/decisions/0028-scroll-and-focus-after-a-step.md):
// once a step's heading has focus, the heading and every answer of that step are on screen, with
// no scrolling by the person; the under-18 stop comes into view with its heading focused; and
// question two's answers do not move after the question first shows.
import { expect } from '@esm-bundle/chai';
import { itInWindow, sendKeys, setViewport } from './keys.js';
import '/dist/esm/drinking-check.js';
import {
  active,
  chooseOption,
  onScreen,
  press,
  QUESTION_TITLES,
  resetCheckSession,
  tabToButton,
  tabUntil,
} from './check-helpers.js';
import { mount, nextFrame, resetUrl, waitFor } from './helpers.js';

const ARTICLE = `<article style="font: 18px/1.6 Georgia, serif; margin: 0 16px">
  <h1>Drinking less: where to start</h1>
  ${'<p>Cutting down on alcohol can help you sleep better, feel better and save money. A drinking check is a quick way to see where you stand and what would help.</p>'.repeat(4)}
</article>`;

const STEPS = [
  { title: 'How old are you?', type: '30' },
  { title: 'What sex were you registered at birth?', choose: 0 },
  { title: 'Is the gender you identify with the same as your sex registered at birth?', choose: 1 },
  { title: 'Which of these best describes your gender identity?', choose: 0 },
  { title: 'Have you had an alcohol assessment before?', choose: 1 },
  // Frequency + units + binge over 4, so that all ten questions show.
  ...QUESTION_TITLES.map((title, i) => ({ title, choose: [3, 1, 1, 0, 0, 0, 0, 0, 0, 0][i] })),
];

/** What of the step is inside the window: its heading and each of its answers (or its field and button). */
function onScreenParts(widget) {
  const inWindow = (element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  };
  const root = widget.shadowRoot;
  const answers = [...root.querySelectorAll('fieldset .dc-radio')];
  const controls = answers.length ? answers : [root.querySelector('input'), root.querySelector('button[type=submit]')];
  const progress = document.createRange();
  progress.selectNodeContents(root.querySelector('.dc-progress__label'));
  const progressLines = new Set([...progress.getClientRects()].map((rect) => Math.round(rect.top))).size;
  return {
    heading: inWindow(root.querySelector('h1')),
    shown: controls.filter(inWindow).length,
    of: controls.length,
    progressLines,
  };
}

async function openBelowArticle() {
  const { holder, widgets } = await mount(
    `${ARTICLE}<drinking-check loader-duration="0"></drinking-check><div style="height: 3000px"></div>`,
  );
  const [check] = widgets;
  // The person has scrolled until the check's start shows in the lower half of the screen.
  window.scrollTo(0, check.getBoundingClientRect().top + window.scrollY - 400);
  await nextFrame();
  return { holder, check };
}

describe('Drinking Check below an article on a phone', () => {
  let holder;
  beforeEach(async () => {
    resetUrl();
    resetCheckSession();
    window.scrollTo(0, 0);
  });
  afterEach(async () => {
    holder?.remove();
    resetCheckSession();
    resetUrl();
    await setViewport({ width: 800, height: 600 });
  });

  for (const [width, height] of [
    [375, 740],
    [320, 568],
  ]) {
    itInWindow(width)(
      `${width}x${height}: each step's heading and every answer are on screen once its heading has focus`,
      async function () {
        this.timeout(60000);
        await setViewport({ width, height });
        let check;
        ({ holder, check } = await openBelowArticle());
        await tabToButton(check, 'Begin the Drinking Check');
        await press('Enter');
        const seen = [];
        for (const step of STEPS) {
          await onScreen(check, step.title);
          seen.push({ title: step.title, ...onScreenParts(check) });
          if (step.type) {
            await tabUntil(check, (el) => el.localName === 'input', 'the age field');
            await sendKeys({ type: step.type });
            await press('Enter');
          } else await chooseOption(check, step.choose);
        }
        console.log(
          `${width}x${height}, answers on screen per step: ${seen.map((s) => `${s.heading ? '' : 'no heading, '}${s.shown}/${s.of}`).join(' ')}`,
        );
        // The spec's phone (375x740) must show every step whole; at 320x568 the longest questions
        // do not fit whole, but each comes with its heading and at least its first three answers
        // (issue 36), the chrome above it made smaller, not the text (docs/decisions/0281-the-smallest-phone.md).
        for (const step of seen) {
          expect(step.heading, `"${step.title}": its heading`).to.equal(true);
          expect(step.progressLines, `"${step.title}": its progress on one line`).to.equal(1);
          if (width === 375) expect(step.shown, `"${step.title}": answers on screen`).to.equal(step.of);
          else expect(step.shown, `"${step.title}": answers on screen`).to.be.at.least(Math.min(3, step.of));
        }
      },
    );
  }

  // Issue 36: the page jumped twice after Begin: the widget's own move, then the browser's scroll
  // anchoring moving it again as the screen changed (docs/decisions/0284-one-move-after-begin.md).
  itInWindow(375)("375x740: after Begin the page moves once, and the widget's top ends 65 px down", async () => {
    await setViewport({ width: 375, height: 740 });
    let check;
    ({ holder, check } = await openBelowArticle());
    // The person has scrolled on a little past the widget's top: it is 100 px above the window, Begin
    // on screen. (Here the browser's scroll anchoring moved the page again, the top ending at 29 px.)
    const begin = await tabToButton(check, 'Begin the Drinking Check');
    window.scrollTo(0, check.getBoundingClientRect().top + window.scrollY + 100);
    await nextFrame();
    expect(begin.getBoundingClientRect().bottom, 'Begin on screen').to.be.at.most(window.innerHeight);
    const start = window.scrollY;
    const places = [];
    const record = () => places.push(Math.round(window.scrollY));
    window.addEventListener('scroll', record);
    await press('Enter');
    await onScreen(check, STEPS[0].title);
    for (let frame = 0; frame < 10; frame += 1) await nextFrame();
    window.removeEventListener('scroll', record);
    const moves = places.filter((place, i) => place !== (i === 0 ? Math.round(start) : places[i - 1]));
    console.log(`after Begin at 375x740: scrolled from ${Math.round(start)} through ${moves.join(', ')}`);
    expect(Math.round(check.getBoundingClientRect().top), "the widget's top, clear of a pinned header").to.equal(65);
    expect(moves, 'places the page moved to').to.have.length(1);
  });

  itInWindow(375)('375x740: the under-18 stop comes into view with its heading focused', async () => {
    await setViewport({ width: 375, height: 740 });
    let check;
    ({ holder, check } = await openBelowArticle());
    await tabToButton(check, 'Begin the Drinking Check');
    await press('Enter');
    await onScreen(check, 'How old are you?');
    await tabUntil(check, (el) => el.localName === 'input', 'the age field');
    await sendKeys({ type: '16' });
    await tabToButton(check, 'Confirm');
    await press('Enter');
    const heading = await waitFor(() => active(check)?.closest('.dc-warning') && active(check), 'focus on the stop');
    expect(heading.textContent).to.equal('Important');
    await nextFrame();
    const warning = check.shadowRoot.querySelector('.dc-warning').getBoundingClientRect();
    expect(warning.top, 'the stop starts on screen').to.be.at.least(0);
    expect(warning.bottom, 'the stop ends on screen (to the pixel)').to.be.at.most(window.innerHeight + 1);
  });

  // In every engine (WebKit's window is at least 447 px wide): nothing here depends on the width.
  it("question two's answers do not move once the question shows", async function () {
    this.timeout(30000);
    await setViewport({ width: 800, height: 740 });
    let check;
    ({ holder, check } = await openBelowArticle());
    await tabToButton(check, 'Begin the Drinking Check');
    await press('Enter');
    for (const step of STEPS.slice(0, 6)) {
      await onScreen(check, step.title);
      if (step.type) {
        await tabUntil(check, (el) => el.localName === 'input', 'the age field');
        await sendKeys({ type: step.type });
        await press('Enter');
      } else await chooseOption(check, step.title === 'Which of these best describes your gender identity?' ? 0 : step.choose);
    }
    // From the first frame question two shows, its first answer's place in the page, for a while.
    const firstAnswer = () => check.shadowRoot.querySelector('fieldset .dc-radio');
    await waitFor(
      () => check.shadowRoot.querySelector('h1')?.textContent === QUESTION_TITLES[1] && firstAnswer(),
      'question two',
    );
    const placeInPage = () => firstAnswer().getBoundingClientRect().top + window.scrollY;
    const first = placeInPage();
    const places = [];
    for (let frame = 0; frame < 30; frame += 1) {
      await nextFrame();
      places.push(placeInPage());
    }
    expect(Math.max(...places.map((place) => Math.abs(place - first))), 'px moved').to.equal(0);
  });
});
