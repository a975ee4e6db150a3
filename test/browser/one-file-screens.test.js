// The one-file scripts, both on one page, each through a whole journey: their later screens load
// from the folders beside them (docs/decisions/0201-one-file-screens-load-from-beside-the-script.md),
// and every screen on the way passes axe.
import { expect } from '@esm-bundle/chai';
import { STORAGE_KEY } from './calculator-helpers.js';
import { resetCheckSession } from './check-helpers.js';
import { axeViolations, mount, resetUrl } from './helpers.js';
import { loadScript, scriptsFetched } from './one-file-helpers.js';
import { createRouteSweep, HELD_LOADER } from './route-sweep.js';
import { calculatorJourney, drinkingCheckJourney } from './sweep-journeys.js';
import { DC_SWEEP_ROUTES, UCC_SWEEP_ROUTES } from './sweep-routes.js';

const fromFolder = (folder) => scriptsFetched().filter((path) => path.startsWith(`/dist/${folder}/`));

describe('one-file scripts with their later screens beside them', () => {
  let holder;
  before(async () => {
    resetUrl();
    resetCheckSession();
    sessionStorage.removeItem(STORAGE_KEY);
    await loadScript('/dist/drinking-check.js');
    await loadScript('/dist/unit-calculator.js');
  });
  after(() => {
    holder?.remove();
    resetCheckSession();
    resetUrl();
  });

  it('shows only the first screens from the scripts themselves, and fetches the later ones beside them', async () => {
    ({ holder } = await mount(
      `<drinking-check loader-duration="${HELD_LOADER}"></drinking-check><button id="between">Between</button><unit-calculator></unit-calculator>`,
    ));
    expect(
      scriptsFetched().filter((path) => path.startsWith('/dist/esm/')),
      'no ES build file',
    ).to.deep.equal([]);
    const [check, calculator] = holder.querySelectorAll('drinking-check, unit-calculator');
    expect(check.shadowRoot.querySelector('h1').textContent).to.not.equal('');
    expect(calculator.shadowRoot.querySelector('h1').textContent.trim()).to.equal('What would you like to work out?');
  });

  it('takes the Drinking Check from the overview to a result, on the same page as the calculator', async function () {
    this.timeout(90000);
    const widget = holder.querySelector('drinking-check');
    const sweep = createRouteSweep(widget, 'dc', DC_SWEEP_ROUTES, () => axeViolations(widget));
    await drinkingCheckJourney(widget, 'Myself', sweep.visit);
    await sweep.visitLinks();
    sweep.report('one-file Drinking Check');
    expect(
      fromFolder('drinking-check-screens').some((path) => /\/check-steps-[\w-]+\.js$/.test(path)),
      'the steps file',
    ).to.equal(true);
    expect(
      fromFolder('drinking-check-screens').some((path) => /\/results-screens-[\w-]+\.js$/.test(path)),
      'the results file',
    ).to.equal(true);
    expect(
      fromFolder('drinking-check-screens').some((path) => /\/DrinkPicker-[\w-]+\.js$/.test(path)),
      "question two's calculator",
    ).to.equal(true);
  });

  it('takes the calculator through single drinks and a week to their results, beside the Drinking Check', async function () {
    this.timeout(60000);
    const widget = holder.querySelector('unit-calculator');
    holder.querySelector('#between').focus();
    const sweep = createRouteSweep(widget, 'ucc', UCC_SWEEP_ROUTES, () => axeViolations(widget));
    await calculatorJourney(widget, sweep.visit);
    // The extras the one-file calculator once left out (decision 0167) are back: what if.
    expect(widget.shadowRoot.querySelector('.whatif__options'), 'the what-if panel').to.not.equal(null);
    await sweep.visitLinks();
    sweep.report('one-file calculator');
    const files = fromFolder('unit-calculator-screens');
    expect(
      files.some((path) => /\/drinks-screens-[\w-]+\.js$/.test(path)),
      'the drinks screens file',
    ).to.equal(true);
    expect(
      files.some((path) => /\/results-screens-[\w-]+\.js$/.test(path)),
      'the results screens file',
    ).to.equal(true);
  });
});
