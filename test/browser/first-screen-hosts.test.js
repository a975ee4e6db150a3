// The first screen drawn before React, as host pages' own scripts meet it
// (docs/decisions/0250-first-screen-before-react.md): with React's chunk held back, the host moves
// the element, sets or removes each attribute of the attribute table (every example value),
// re-creates it or narrows its box, at DOMContentLoaded, at load, once the element is defined, and
// later; then React arrives. Each element must end with exactly one screen, the one React renders
// of the same settings with no first screen drawn (the plain render), with no error reported.
import { expect } from '@esm-bundle/chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { waitFor } from './helpers.js';
import { engine } from './keys.js';
import { holdReact, openFrame, reactErrors, releaseReact, screenOf } from './first-screen-helpers.js';

const PAGE = '/test/browser/fixtures/first-screen-host.html';
const MOMENTS = ['DOMContentLoaded', 'load', 'defined', 'later'];

/** Each case as the host acts on it, and the same element as it ends, for the plain render. */
function casesFrom(examples) {
  const cases = [
    { attributes: {}, action: 'none' },
    { attributes: {}, action: 'move' },
    { attributes: {}, action: 'recreate' },
    { attributes: {}, action: 'narrow' },
  ];
  for (const [name, values] of Object.entries(examples))
    for (const value of values) {
      cases.push({ attributes: {}, action: { set: [name, value] } });
      cases.push({ attributes: { [name]: value }, action: { remove: name } });
    }
  return cases;
}

const finalAttributes = ({ attributes, action }) =>
  action.set ? { ...attributes, [action.set[0]]: action.set[1] } : action.remove ? {} : attributes;

const describeCase = ({ action }) =>
  action.set ? `${action.set[0]}="${action.set[1]}" set` : action.remove ? `${action.remove} removed` : action;

async function everyReady(frame, count) {
  const host = frame.contentWindow.__host;
  await waitFor(
    () => host.ready.filter(Boolean).length === count,
    () => `all ${count} elements ready, ${host.ready.filter(Boolean).length} were`,
    30000,
  );
  return host;
}

describe('first screens on host pages that act on their widgets at load', function () {
  this.timeout(120000);
  let cases;
  before(async () => {
    cases = casesFrom(await executeServerCommand('attribute-examples'));
  });
  afterEach(async () => {
    await releaseReact();
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  });

  for (const tag of ['drinking-check', 'unit-calculator']) {
    it(`<${tag}>: whatever the host does before React, one screen, React's own`, async () => {
      // The frames share the test page's sessionStorage: a calculator's saved work would stop the next drawing.
      sessionStorage.clear();
      const plainFrame = await openFrame(PAGE, {
        tag,
        plain: '',
        cases: JSON.stringify(cases.map((item) => ({ attributes: finalAttributes(item), action: item.action }))),
      });
      const plainHost = await everyReady(plainFrame, cases.length);
      const plain = plainHost.elements.map(screenOf);
      expect(plainHost.drawn.some(Boolean), 'the plain render draws nothing before React').to.equal(false);

      const failures = [];
      for (const moment of MOMENTS) {
        sessionStorage.clear();
        await holdReact();
        const frame = await openFrame(PAGE, { tag, moment, cases: JSON.stringify(cases) });
        const host = frame.contentWindow.__host;
        await waitFor(() => host.drawn.length, 'the element defined', 10000);
        expect(host.drawn[0], `the default element drew its first screen (${moment})`).to.equal(true);
        // Firefox holds the load event until the widget's import() of React has arrived, so there
        // the host's script at load (and after it) runs once React has taken over: then it changes
        // a screen React shows, and the check is one screen and no error.
        const loadWaits = () =>
          ['load', 'later'].includes(moment) && host.contentLoaded && frame.contentDocument.readyState !== 'complete';
        const since = performance.now();
        await waitFor(
          () => host.acted || (loadWaits() && performance.now() - since > 1500),
          `the host's script at ${moment}`,
          10000,
        );
        const beforeReact = host.acted;
        if (beforeReact)
          expect(host.ready.some(Boolean), `no element was ready before React's chunk came (${moment})`).to.equal(false);
        else expect(engine, `only Firefox holds the load event for React (${moment})`).to.equal('firefox');
        await releaseReact();
        await waitFor(() => host.acted, `the host's script at ${moment}`, 10000);
        await everyReady(frame, cases.length);
        host.elements.forEach((element, index) => {
          const trees = element.shadowRoot.children.length;
          const screen = screenOf(element);
          if (trees !== 1) failures.push(`${moment}, ${describeCase(cases[index])}: ${trees} trees in the shadow root`);
          else if (beforeReact && screen !== plain[index])
            failures.push(`${moment}, ${describeCase(cases[index])}: not React's own screen`);
        });
        failures.push(...reactErrors(host.errors).map((text) => `${moment}: ${text}`));
        frame.remove();
      }
      expect(failures).to.deep.equal([]);
    });
  }
});
