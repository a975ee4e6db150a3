// The first screen drawn before React (docs/decisions/0250-first-screen-before-react.md) on the
// smallest phone, a 320x568 window, at the reader's text at 200%: held on screen (React's chunk held
// back by the test server, first-screen-plugin.mjs), it must not scroll the page or the widget
// sideways nor break a word inside, its sections open as well
// (docs/decisions/0280-layout-by-the-text-size.md). The host matrix sees only React's screens.
// Chromium sets the text size over DevTools; Firefox and WebKit measure the size they were started
// with: 200% in the large-text run (web-test-runner.large-text.config.mjs), their default otherwise.
import { expect } from '@esm-bundle/chai';
import { nextFrame, waitFor } from './helpers.js';
import { engine } from './keys.js';
import { holdReact, openFrame, reactErrors, releaseReact } from './first-screen-helpers.js';
import { brokenWords } from './large-text-measure.js';
import { browserTextPx, DEFAULT_TEXT_PX, setTextPx } from './text-size.js';

const PAGE = '/test/browser/fixtures/first-screen-input.html';
const PHONE = { width: 320, height: 568 };
const SIZES = engine === 'chromium' ? [32] : [browserTextPx()];

/** Sideways overflow of the frame's page and of the widget, and words broken inside. */
function problemsOf(frame, element) {
  const page = frame.contentDocument.documentElement;
  const inner = element.shadowRoot.querySelector('.widget');
  const problems = [];
  const pageOver = page.scrollWidth - page.clientWidth;
  const widgetOver = Math.max(
    inner.scrollWidth - inner.clientWidth,
    Math.ceil(inner.getBoundingClientRect().right - element.getBoundingClientRect().right),
  );
  if (pageOver > 0) problems.push(`the page scrolls sideways by ${pageOver} px`);
  if (widgetOver > 0) problems.push(`content runs ${widgetOver} px off the widget`);
  problems.push(...brokenWords(element.shadowRoot).map((word) => `"${word}" broken inside`));
  return problems;
}

describe('the first screen drawn before React, on the smallest phone at large text', function () {
  this.timeout(30000);
  afterEach(async () => {
    await releaseReact();
    if (engine === 'chromium') await setTextPx(DEFAULT_TEXT_PX);
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  });

  for (const px of SIZES)
    for (const tag of ['drinking-check', 'unit-calculator'])
      it(`<${tag}> at ${px} px text in a 320 px window: nothing sideways, no word broken, sections open too`, async () => {
        sessionStorage.clear();
        if (engine === 'chromium') await setTextPx(px);
        await holdReact();
        const frame = await openFrame(PAGE, { tag }, PHONE);
        const element = await waitFor(
          () =>
            frame.contentDocument?.querySelector(tag)?.shadowRoot?.querySelector('.aa-h1') &&
            frame.contentDocument.querySelector(tag),
          `<${tag}>'s drawn first screen`,
          10000,
        );
        await nextFrame();
        expect(frame.contentWindow.__host.ready, 'React had not arrived').to.equal(false);
        expect(getComputedStyle(element).fontSize, "the widget's text is the reader's").to.equal(`${px}px`);
        const closed = problemsOf(frame, element);
        element.shadowRoot.querySelectorAll('details').forEach((details) => (details.open = true));
        await nextFrame();
        const open = problemsOf(frame, element).map((problem) => `sections open: ${problem}`);
        expect([...closed, ...open]).to.deep.equal([]);
        expect(reactErrors(frame.contentWindow.__host.errors)).to.deep.equal([]);
      });
});
