// The accessibility sweep: every route of both widgets (sweep-routes.js), in both wordings of the
// Drinking Check, at 320 px and 1280 px, with axe over the WCAG 2.0-2.2 A and AA rules; at 320 px
// also with the reader's text at 150% and 200% (Chromium sets it: text-size.js).
import { expect } from '@esm-bundle/chai';
import { engine, setViewport } from './keys.js';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { resetCheckSession } from './check-helpers.js';
import { STORAGE_KEY } from './calculator-helpers.js';
import { axeViolations, mount, nextFrame, resetUrl } from './helpers.js';
import { createRouteSweep, HELD_LOADER } from './route-sweep.js';
import { calculatorJourney, drinkingCheckJourney } from './sweep-journeys.js';
import { DC_SWEEP_ROUTES, DC_WORDINGS, SWEEP_WIDTHS, UCC_SWEEP_ROUTES } from './sweep-routes.js';
import { DEFAULT_TEXT_PX, largeTextSizes, setTextPx } from './text-size.js';

// Chromium sweeps every cell (WCAG's axe checks are the engine's own there); Firefox and WebKit
// one wording at 1280 px, as MiniBrowser's window cannot be 320 px (docs/testing-in-three-engines.md).
const WIDTHS_HERE = engine === 'chromium' ? SWEEP_WIDTHS : [1280];
const WORDINGS_HERE = engine === 'chromium' ? DC_WORDINGS : DC_WORDINGS.slice(0, 1);
/** The text sizes axe checks again at the narrowest width (none outside Chromium in this run). */
const TEXT_SIZES = largeTextSizes();

/**
 * axe over the screen shown; at the narrowest width again at each large text size, without the
 * contrast rule there: larger text needs no more contrast than it had (WCAG 1.4.3), and that rule
 * is most of axe's time.
 */
let textSizesMs = 0;
function axeAtEachSize(widget, width) {
  return async () => {
    const found = await axeViolations(widget);
    if (width !== SWEEP_WIDTHS[0] || TEXT_SIZES.length === 0) return found;
    const start = performance.now();
    for (const px of TEXT_SIZES) {
      await setTextPx(px);
      await nextFrame();
      await nextFrame();
      found.push(...(await axeViolations(widget, { contrast: false })).map((violation) => `text ${px} px: ${violation}`));
    }
    await setTextPx(DEFAULT_TEXT_PX);
    await nextFrame();
    textSizesMs += performance.now() - start;
    return found;
  };
}

describe('accessibility sweep: every route, both wordings, 320 px (and at 150% and 200% text) and 1280 px', () => {
  let holder;
  beforeEach(() => {
    resetUrl();
    resetCheckSession();
  });
  after(() => console.log(`a11y sweep at large text sizes: ${Math.round(textSizesMs / 100) / 10} s`));
  afterEach(async () => {
    holder?.remove();
    resetCheckSession();
    resetUrl();
    if (TEXT_SIZES.length) await setTextPx(DEFAULT_TEXT_PX);
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of WIDTHS_HERE) {
    for (const wording of WORDINGS_HERE) {
      it(`Drinking Check, ${wording}, ${width} px`, async function () {
        this.timeout(90000);
        await setViewport({ width, height: 800 });
        let widgets;
        ({ holder, widgets } = await mount(`<drinking-check loader-duration="${HELD_LOADER}"></drinking-check>`));
        const sweep = createRouteSweep(widgets[0], 'dc', DC_SWEEP_ROUTES, axeAtEachSize(widgets[0], width));
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
      const sweep = createRouteSweep(widgets[0], 'ucc', UCC_SWEEP_ROUTES, axeAtEachSize(widgets[0], width));
      await calculatorJourney(widgets[0], sweep.visit);
      await sweep.visitLinks();
      sweep.report(`a11y sweep, calculator (one wording), ${width} px`);
    });
  }
});
