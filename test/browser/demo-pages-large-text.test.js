// Every demo page on the smallest phone, a 320x568 window, with the reader's text at 200%: the
// page must not scroll sideways, its own text included (a long word, a long address), a wide
// table scrolls in its own box, and no heading breaks a word across two lines. The widgets' own
// screens are measured by the host matrix (docs/decisions/0280-layout-by-the-text-size.md); this
// is the demo around them, which the README points a newcomer to. Chromium sets the text size over
// DevTools; Firefox and WebKit measure the size they were started with: 200% in the large-text run
// (web-test-runner.large-text.config.mjs).
import { expect } from '@esm-bundle/chai';
import { nextFrame, openPage, waitFor } from './helpers.js';
import { engine } from './keys.js';
import { brokenWords } from './large-text-measure.js';
import { largeTextSizes, DEFAULT_TEXT_PX, setTextPx } from './text-size.js';

const DEMO_PAGES = [
  'index.html',
  'first.html',
  'article.html',
  'partner.html',
  'content-block.html',
  'classic.html',
  'webview.html',
  'webview-frame.html',
  'app.html',
  'assessments.html',
  'tag-builder.html',
];
const PHONE = { width: 320, height: 568 };
const WIDGETS = 'drinking-check, unit-calculator';

/** The page's own elements that reach past the window's right edge, as "tag.class: text". */
function pastTheEdge(doc) {
  const edge = doc.documentElement.clientWidth;
  return [...doc.body.querySelectorAll('*')]
    .filter((el) => !el.closest(WIDGETS) && !el.closest('.table-scroll') && el.getBoundingClientRect().right > edge + 1)
    .map((el) => `${el.localName}${el.className ? `.${el.className}` : ''}: ${el.textContent.trim().slice(0, 40)}`);
}

describe('the demo pages on the smallest phone at large text', function () {
  this.timeout(30000);
  let frame;
  afterEach(async () => {
    frame?.remove();
    if (engine === 'chromium') await setTextPx(DEFAULT_TEXT_PX);
  });

  for (const px of largeTextSizes().filter((size) => size >= 2 * DEFAULT_TEXT_PX))
    for (const page of DEMO_PAGES)
      it(`demo/${page} at ${px} px text in a 320 px window: nothing pushes the page sideways, no heading word breaks`, async () => {
        sessionStorage.clear();
        if (engine === 'chromium') await setTextPx(px);
        frame = await openPage(`/demo/${page}`, PHONE);
        const doc = frame.contentDocument;
        await waitFor(
          () => [...doc.querySelectorAll(WIDGETS)].every((widget) => widget.shadowRoot?.querySelector('h1, h2')),
          `the widgets of demo/${page} drawn`,
          10000,
        );
        // What the page says once its own request has answered (the saved assessments, which have no
        // API to ask here), as a person reads it. Removed while that request was still out, the
        // frame hung WebKit's page about one run in five.
        await waitFor(
          () => [...doc.querySelectorAll('[role=status]')].every((status) => !status.textContent.startsWith('Loading')),
          `demo/${page} loaded`,
        );
        await nextFrame();
        expect(getComputedStyle(doc.body).fontSize, "the page's text is the reader's").to.equal(`${px}px`);
        expect(pastTheEdge(doc), "the page's own elements past the window's edge").to.deep.equal([]);
        expect(doc.documentElement.scrollWidth, 'the page scrolls sideways to').to.be.at.most(doc.documentElement.clientWidth);
        // Headings only: an address or a line of code in the page's text has to wrap inside itself.
        const headings = [...doc.body.querySelectorAll('h1, h2, h3')].filter((heading) => !heading.closest(WIDGETS));
        expect(headings.flatMap(brokenWords), "the page's heading words broken across two lines").to.deep.equal([]);
      });
});
