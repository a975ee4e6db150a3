// When a later screen's file is missing beside a one-file script (a 404), the widget says so and
// offers to try again, rather than going blank; once the file is there, trying again works
// (docs/decisions/0202-when-a-later-screen-does-not-load.md). The test server serves dist/ again
// under /later-missing/, with the screens' folders missing until the test asks for them.
import { expect } from '@esm-bundle/chai';
import { activate, STORAGE_KEY } from './calculator-helpers.js';
import { onScreen, press, resetCheckSession, tabToButton } from './check-helpers.js';
import { axeViolations, mount, resetUrl, waitFor } from './helpers.js';
import { loadScript } from './one-file-helpers.js';

const FAILED = {
  dc: 'This part of the Drinking Check did not load. Check your connection, then try again.',
  ucc: 'This part of the calculator did not load. Check your connection, then try again.',
};
const reachable = (yes) => fetch(`/later-missing/reachable?${yes ? 'yes' : 'no'}`);
const statusText = (widget) => widget.shadowRoot.querySelector('[role="status"]')?.textContent ?? '';

describe('one-file scripts when a later screen does not load', () => {
  let holder;
  before(async () => {
    await reachable(false);
    await loadScript('/later-missing/drinking-check.js');
    await loadScript('/later-missing/unit-calculator.js');
  });
  beforeEach(async () => {
    resetUrl();
    resetCheckSession();
    sessionStorage.removeItem(STORAGE_KEY);
    await reachable(false);
  });
  afterEach(async () => {
    holder?.remove();
    await reachable(false);
    resetUrl();
  });

  it('Drinking Check: says the questions did not load, with no axe violation, and loads them on Try again', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check loader-duration="0"></drinking-check>'));
    const [widget] = widgets;
    await tabToButton(widget, 'Begin the Drinking Check');
    await press('Enter');
    await waitFor(() => statusText(widget).includes(FAILED.dc), 'the did-not-load message', 8000);
    expect(widget.route).to.equal('/respondent-age');
    expect(widget.shadowRoot.querySelector('.banner')?.textContent ?? '', 'the banner stays').to.not.equal('');
    expect(await axeViolations(widget)).to.deep.equal([]);

    await reachable(true);
    await tabToButton(widget, 'Try again');
    await press('Enter');
    await onScreen(widget, 'How old are you?');
  });

  it('calculator: says the drinks screen did not load, with no axe violation, and loads it on Try again', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<unit-calculator></unit-calculator>'));
    const [widget] = widgets;
    await activate(widget, 'Calculate single drinks');
    await waitFor(() => statusText(widget).includes(FAILED.ucc), 'the did-not-load message', 8000);
    expect(await axeViolations(widget)).to.deep.equal([]);

    await reachable(true);
    await activate(widget, 'Try again');
    await waitFor(() => widget.shadowRoot.querySelector('h1')?.textContent.trim() === 'What did you drink?', 'the drinks screen');
  });
});
