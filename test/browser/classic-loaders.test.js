// The classic loaders, both on one page, each through a whole journey: each loads its widget's ES
// build from beside itself, with the shared chunk preloaded, and the later screens come as the ES
// build loads them (docs/decisions/0211-one-build-es-modules-and-classic-loaders.md); every screen
// on the way passes axe.
import { expect } from '@esm-bundle/chai';
import { STORAGE_KEY } from './calculator-helpers.js';
import { resetCheckSession } from './check-helpers.js';
import { axeViolations, mount, resetUrl } from './helpers.js';
import { loadScript, scriptsFetched } from './script-helpers.js';
import { createRouteSweep, HELD_LOADER } from './route-sweep.js';
import { calculatorJourney, drinkingCheckJourney } from './sweep-journeys.js';
import { DC_SWEEP_ROUTES, UCC_SWEEP_ROUTES } from './sweep-routes.js';

const chunks = () => scriptsFetched().filter((path) => path.startsWith('/dist/esm/chunks/'));

describe('classic loaders, both on one page', () => {
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

  it('load the ES entries from beside themselves, with the shared chunk and React preloaded, and show the first screens', async () => {
    ({ holder } = await mount(
      `<drinking-check loader-duration="${HELD_LOADER}"></drinking-check><button id="between">Between</button><unit-calculator></unit-calculator>`,
    ));
    expect(scriptsFetched()).to.include.members([
      '/dist/drinking-check.js',
      '/dist/unit-calculator.js',
      '/dist/esm/drinking-check.js',
      '/dist/esm/unit-calculator.js',
      '/dist/esm/chunks/shared.js',
    ]);
    const links = [...document.querySelectorAll('link[rel=modulepreload]')];
    const preloads = links.map((link) => new URL(link.href).pathname);
    expect(preloads).to.include.members(['/dist/esm/chunks/shared.js', '/dist/esm/chunks/react.js']);
    const react = links.find((link) => link.href.endsWith('/chunks/react.js'));
    expect(react.getAttribute('fetchpriority'), "React's link at the browser's own priority (0253)").to.equal(null);
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
    sweep.report('Drinking Check by its classic loader');
    expect(
      chunks().some((path) => /check-steps-[\w-]+\.js$/.test(path)),
      'the steps file',
    ).to.equal(true);
    expect(
      chunks().some((path) => /\/drinking-check\.results\.results-screens-[\w-]+\.js$/.test(path)),
      'the results file',
    ).to.equal(true);
  });

  it('takes the calculator through single drinks and a week to their results, beside the Drinking Check', async function () {
    this.timeout(60000);
    const widget = holder.querySelector('unit-calculator');
    holder.querySelector('#between').focus();
    const sweep = createRouteSweep(widget, 'ucc', UCC_SWEEP_ROUTES, () => axeViolations(widget));
    await calculatorJourney(widget, sweep.visit);
    expect(widget.shadowRoot.querySelector('.whatif__options'), 'the what-if panel').to.not.equal(null);
    await sweep.visitLinks();
    sweep.report('calculator by its classic loader');
    expect(
      chunks().some((path) => /\/unit-calculator\.drinks\.drinks-screens-[\w-]+\.js$/.test(path)),
      'the drinks screens file',
    ).to.equal(true);
    expect(
      chunks().some((path) => /\/unit-calculator\.results\.results-screens-[\w-]+\.js$/.test(path)),
      'the results screens file',
    ).to.equal(true);
  });
});
