// The accessibility sweep: every route of both widgets (sweep-routes.js), in both wordings of the
// Drinking Check, at 320 px and 1280 px, with axe over the WCAG 2.0-2.2 A and AA rules.
import { expect } from '@esm-bundle/chai';
import { engine, setViewport } from './keys.js';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { resetCheckSession } from './check-helpers.js';
import { STORAGE_KEY } from './calculator-helpers.js';
import { axeViolations, mount, resetUrl } from './helpers.js';
import { createRouteSweep, HELD_LOADER } from './route-sweep.js';
import { calculatorJourney, drinkingCheckJourney } from './sweep-journeys.js';
import { DC_SWEEP_ROUTES, DC_WORDINGS, SWEEP_WIDTHS, UCC_SWEEP_ROUTES } from './sweep-routes.js';

// Chromium sweeps every cell (WCAG's axe checks are the engine's own there); Firefox and WebKit
// one wording at 1280 px, as MiniBrowser's window cannot be 320 px (docs/testing-in-three-engines.md).
const WIDTHS_HERE = engine === 'chromium' ? SWEEP_WIDTHS : [1280];
const WORDINGS_HERE = engine === 'chromium' ? DC_WORDINGS : DC_WORDINGS.slice(0, 1);

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

  for (const width of WIDTHS_HERE) {
    for (const wording of WORDINGS_HERE) {
      it(`Drinking Check, ${wording}, ${width} px`, async function () {
        this.timeout(90000);
        await setViewport({ width, height: 800 });
        let widgets;
        ({ holder, widgets } = await mount(`<drinking-check loader-duration="${HELD_LOADER}"></drinking-check>`));
        const sweep = createRouteSweep(widgets[0], 'dc', DC_SWEEP_ROUTES, () => axeViolations(widgets[0]));
        await drinkingCheckJourney(widgets[0], wording, sweep.visit);
        await sweep.visitLinks();
        sweep.report(`a11y sweep, Drinking Check, ${wording}, ${width} px`);
      });
    }

    it(`calculator, ${width} px (one wording: it has no Myself / Someone I care about choice)`, async function () {
      this.timeout(60000);
      await setViewport({ width, height: 800 });
      sessionStorage.removeItem(STORAGE_KEY);
      let widgets;
      ({ holder, widgets } = await mount('<unit-calculator></unit-calculator>'));
      const sweep = createRouteSweep(widgets[0], 'ucc', UCC_SWEEP_ROUTES, () => axeViolations(widgets[0]));
      await calculatorJourney(widgets[0], sweep.visit);
      await sweep.visitLinks();
      sweep.report(`a11y sweep, calculator (one wording), ${width} px`);
    });
  }
});
