// The accessibility sweep: every route of both widgets (sweep-routes.js), in both wordings of the
// Drinking Check, at 320 px and 1280 px, with axe over the WCAG 2.0-2.2 A and AA rules.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { resetCheckSession } from './check-helpers.js';
import { STORAGE_KEY } from './calculator-helpers.js';
import { axeViolations, mount, nextFrame, resetUrl, waitFor } from './helpers.js';
import { calculatorJourney, drinkingCheckJourney } from './sweep-journeys.js';
import { DC_SWEEP_ROUTES, DC_WORDINGS, SWEEP_WIDTHS, UCC_SWEEP_ROUTES } from './sweep-routes.js';

/** The longest loader-duration allowed: time to check a loader; the sweep lets it go on by setting 0. */
const HELD_LOADER = '10000';

const focusedHeading = (widget) => widget.shadowRoot.activeElement?.localName === 'h1';

/** Waits a few frames, long enough for a <Redirect> to have happened. */
async function settle() {
  for (let i = 0; i < 3; i += 1) await nextFrame();
}

/** Checks the listed routes of one widget as the journey and the links reach them. */
function createSweep(widget, prefix, routes) {
  const listed = new Map(routes.map((route) => [route.path, route]));
  const checked = new Map();

  async function check(path) {
    await settle();
    expect(widget.route, `still on ${path} (a redirect would mean this route needs state: reach it by the journey)`).to.equal(path);
    checked.set(path, await axeViolations(widget));
  }

  async function releaseLoader(path) {
    widget.setAttribute('loader-duration', '0');
    await waitFor(() => widget.route !== path, `the loader ${path} to finish`);
    widget.setAttribute('loader-duration', HELD_LOADER);
  }

  return {
    /** The journey's step: waits for the screen at `path`, checks it once, lets a loader go on. */
    async visit(path, { first = false } = {}) {
      const route = listed.get(path);
      if (!route) throw new Error(`The journey reached ${path}, which is not in sweep-routes.js`);
      await waitFor(
        () => widget.route === path && widget.shadowRoot.querySelector('h1') && (first || focusedHeading(widget)),
        `${path} (now ${widget.route})`,
      );
      if (!checked.has(path)) await check(path);
      if (route.loader) await releaseLoader(path);
    },
    /** Opens each 'link' route not checked yet, as a link or bookmark would. */
    async visitLinks() {
      for (const route of routes.filter((r) => r.reach === 'link' && !checked.has(r.path))) {
        location.hash = `${prefix}=${route.path}`;
        await waitFor(() => widget.route === route.path && widget.shadowRoot.querySelector('h1'), route.path);
        await check(route.path);
      }
    },
    report(label) {
      const paths = [...checked.keys()];
      console.log(`a11y sweep, ${label}: ${paths.length} routes checked: ${paths.join(', ')}`);
      expect(routes.map((r) => r.path).filter((path) => !checked.has(path)), `${label}: routes not reached`).to.deep.equal([]);
      const violations = [...checked].flatMap(([path, found]) => found.map((v) => `${path}: ${v}`));
      expect(violations, `${label}: axe violations`).to.deep.equal([]);
    },
  };
}

describe('accessibility sweep: every route, both wordings, 320 px and 1280 px', () => {
  let holder;
  beforeEach(() => {
    resetUrl();
    resetCheckSession();
  });
  afterEach(async () => {
    holder?.remove();
    resetCheckSession();
    resetUrl();
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of SWEEP_WIDTHS) {
    for (const wording of DC_WORDINGS) {
      it(`Drinking Check, ${wording}, ${width} px`, async function () {
        this.timeout(90000);
        await setViewport({ width, height: 800 });
        let widgets;
        ({ holder, widgets } = await mount(`<drinking-check loader-duration="${HELD_LOADER}"></drinking-check>`));
        const sweep = createSweep(widgets[0], 'dc', DC_SWEEP_ROUTES);
        await drinkingCheckJourney(widgets[0], wording, sweep.visit);
        await sweep.visitLinks();
        sweep.report(`Drinking Check, ${wording}, ${width} px`);
      });
    }

    it(`calculator, ${width} px (one wording: it has no Myself / Someone I care about choice)`, async function () {
      this.timeout(60000);
      await setViewport({ width, height: 800 });
      sessionStorage.removeItem(STORAGE_KEY);
      let widgets;
      ({ holder, widgets } = await mount('<unit-calculator></unit-calculator>'));
      const sweep = createSweep(widgets[0], 'ucc', UCC_SWEEP_ROUTES);
      await calculatorJourney(widgets[0], sweep.visit);
      await sweep.visitLinks();
      sweep.report(`calculator (one wording), ${width} px`);
    });
  }
});
