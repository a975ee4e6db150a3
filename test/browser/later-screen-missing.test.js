// When a later screen's file does not load (a 404), the widget says so and offers to try again,
// rather than going blank; once the file is there, trying again works
// (docs/decisions/0202-when-a-later-screen-does-not-load.md). The test server serves dist/ again
// under /later-missing/, with the later screens' chunks missing until the test asks for them; the
// widgets come through their classic loaders, which load the ES build from beside themselves.
import { expect } from '@esm-bundle/chai';
import { activate, STORAGE_KEY } from './calculator-helpers.js';
import {
  chooseOption,
  onScreen,
  press,
  QUESTION_TITLES,
  resetCheckSession,
  tabToButton,
  tabUntil,
  walkAboutYou,
} from './check-helpers.js';
import { axeViolations, mount, resetUrl, waitFor } from './helpers.js';
import { loadScript } from './script-helpers.js';

const FAILED = {
  dc: 'This part of the Drinking Check did not load. Check your connection, then try again.',
  ucc: 'This part of the calculator did not load. Check your connection, then try again.',
};
/** The chunks of the screens after the first, by the start of their names. */
const LATER_SCREENS = 'check-steps-|results-screens-|drinks-screens-';
/** Makes the test server answer 404 for the files whose path contains `text` ('' for none). */
const missing = (text) => fetch(`/later-missing/missing?${encodeURIComponent(text)}`);
const statusText = (widget) => widget.shadowRoot.querySelector('[role="status"]')?.textContent ?? '';

// A file that loaded stays loaded for the page's life: each test keeps missing the files it needs
// missing until it has seen them fail.
describe('when a later screen does not load', () => {
  let holder;
  before(async () => {
    await missing(LATER_SCREENS);
    await loadScript('/later-missing/drinking-check.js');
    await loadScript('/later-missing/unit-calculator.js');
  });
  beforeEach(async () => {
    resetUrl();
    resetCheckSession();
    sessionStorage.removeItem(STORAGE_KEY);
    await missing(LATER_SCREENS);
  });
  afterEach(async () => {
    holder?.remove();
    await missing(LATER_SCREENS);
    resetUrl();
  });

  it('Drinking Check: says the questions did not load, with no axe violation, and loads them on Try again', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check loader-duration="0"></drinking-check>'));
    const [widget] = widgets;
    await tabToButton(widget, 'Begin the Drinking Check');
    await press('Enter');
    await waitFor(() => statusText(widget).includes(FAILED.dc), 'the did-not-load message', 8000);
    // The loader comes with the steps' code, so the message takes its place.
    expect(widget.route).to.equal('/loading-basic-personal-info');
    expect(widget.shadowRoot.querySelector('.banner')?.textContent ?? '', 'the banner stays').to.not.equal('');
    expect(await axeViolations(widget)).to.deep.equal([]);

    await missing('');
    await tabToButton(widget, 'Try again');
    await press('Enter');
    await onScreen(widget, 'How old are you?');
  });

  it('Drinking Check: the result missing offers to try again, and comes', async function () {
    this.timeout(30000);
    await missing('results-screens-');
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check loader-duration="0"></drinking-check>'));
    const [widget] = widgets;
    await walkAboutYou(widget, { axe: false });
    await onScreen(widget, QUESTION_TITLES[0]);
    await chooseOption(widget, 1);
    await onScreen(widget, QUESTION_TITLES[1]);
    // Question two's calculator comes with the questions (decision 0164).
    expect(widget.shadowRoot.querySelector('.dc-picker summary'), "question two's calculator").to.not.equal(null);

    // A score of 1 after three questions: the check ends there (early exit) and goes to the result.
    await chooseOption(widget, 0);
    await onScreen(widget, QUESTION_TITLES[2]);
    await chooseOption(widget, 0);
    await waitFor(() => statusText(widget).includes(FAILED.dc), 'the did-not-load message in place of the result', 8000);
    expect(widget.shadowRoot.querySelector('.banner'), 'the banner stays').to.not.equal(null);
    expect(await axeViolations(widget)).to.deep.equal([]);

    await missing('');
    await tabUntil(widget, (el) => el.textContent.trim() === 'Try again', 'Try again', 60);
    await press('Enter');
    await waitFor(() => widget.shadowRoot.querySelector('h1')?.textContent.trim() === 'Your Drinking Check result', 'the result');
  });

  it('calculator: says the drinks screen did not load, with no axe violation, and loads it on Try again', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<unit-calculator></unit-calculator>'));
    const [widget] = widgets;
    await activate(widget, 'Calculate single drinks');
    await waitFor(() => statusText(widget).includes(FAILED.ucc), 'the did-not-load message', 8000);
    expect(await axeViolations(widget)).to.deep.equal([]);

    await missing('');
    await activate(widget, 'Try again');
    await waitFor(() => widget.shadowRoot.querySelector('h1')?.textContent.trim() === 'What did you drink?', 'the drinks screen');
  });
});
