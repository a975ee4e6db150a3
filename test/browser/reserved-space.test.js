// The guide's reserved space (dist-readme.md, "Keep the page from jumping";
// docs/decisions/0250-first-screen-before-react.md): with its rule, the host's own text below a
// widget stays where it was before the widget's script ran, when the first screen draws and when
// React's screen replaces it, wide and on a phone; without it, that text jumps down, which is what
// the rule is for. The rule is read from the guide itself, so the test checks the heights it gives.
import { expect } from '@esm-bundle/chai';
import { nextFrame, waitFor } from './helpers.js';
import { reservedSpaceRule } from '../../scripts/guide-snippets.mjs';
import { holdReact, openFrame, reactErrors, releaseReact } from './first-screen-helpers.js';

const PAGE = '/test/browser/fixtures/reserved-space.html';
/** How far the text may move with the rule: half a line of it. */
const AT_MOST_PX = 12;

/** The top of the host's text, in the frame's page. */
const textTop = (frame) => Math.round(frame.contentDocument.querySelector('#host-text').getBoundingClientRect().top);

/** The text's top before the script, with the first screen drawn (React held back), and with React's screen. */
async function textTops(tag, width, rule) {
  await holdReact();
  const frame = await openFrame(PAGE, { tag }, { width, height: 800 });
  const page = frame.contentDocument;
  if (rule) page.head.append(Object.assign(page.createElement('style'), { textContent: rule }));
  const main = page.querySelector('main');
  const element = page.createElement(tag);
  element.setAttribute('routing', 'memory');
  main.append(
    element,
    Object.assign(page.createElement('p'), { id: 'host-text', textContent: 'The host page goes on below the widget.' }),
  );
  await nextFrame();
  const before = textTop(frame);
  const script = Object.assign(page.createElement('script'), {
    type: 'module',
    src: `/held/${new URL(frame.src).searchParams.get('load')}/esm/${tag}.js`,
  });
  page.head.append(script);
  await waitFor(() => element.shadowRoot?.querySelector('.aa-h1'), `<${tag}>'s drawn first screen`, 10000);
  await nextFrame();
  expect(frame.contentWindow.__host.ready, 'React had not arrived').to.equal(false);
  const drawn = textTop(frame);
  await releaseReact();
  await waitFor(() => frame.contentWindow.__host.ready, `<${tag}>'s ready event`, 10000);
  await nextFrame();
  const react = textTop(frame);
  expect(reactErrors(frame.contentWindow.__host.errors)).to.deep.equal([]);
  return { before, drawn, react };
}

describe("the guide's reserved space keeps the host's text from jumping", function () {
  this.timeout(30000);
  let rule;
  before(async () => {
    rule = reservedSpaceRule(await (await fetch('/dist-readme.md')).text());
  });
  afterEach(async () => {
    await releaseReact();
    sessionStorage.clear();
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  });

  for (const tag of ['drinking-check', 'unit-calculator'])
    for (const width of [1280, 375]) {
      it(`<${tag}> in a ${width} px window: with the rule, the text below stays put as it draws and as React takes over`, async () => {
        const { before, drawn, react } = await textTops(tag, width, rule);
        expect(Math.abs(drawn - before), `moved when the first screen drew (from ${before} px to ${drawn})`).to.be.at.most(
          AT_MOST_PX,
        );
        expect(Math.abs(react - before), `moved when React's screen came (from ${before} px to ${react})`).to.be.at.most(
          AT_MOST_PX,
        );
      });

      it(`<${tag}> in a ${width} px window: without the rule, the text below jumps down as the first screen draws`, async () => {
        const { before, drawn } = await textTops(tag, width, undefined);
        expect(drawn - before).to.be.above(300);
      });
    }
});
