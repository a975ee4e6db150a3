import { expect } from '@esm-bundle/chai';
import { sendKeys } from './keys.js';
import '/dist/esm/drinking-check.js';
import { active, onScreen, press, resetCheckSession, shiftTab, tabToButton, tabUntil } from './check-helpers.js';
import { $, $$, buttonNamed, goTo, reachResult, RESULT_HEADING } from './check-results-helpers.js';
import { resetUrl, waitFor } from './helpers.js';

const selectedTab = (check) => $(check, '[role=tab][aria-selected=true]');
const tabToAccordion = (check, name) =>
  tabUntil(check, (el) => el.getAttribute('aria-expanded') !== null && el.textContent.trim() === name, `section "${name}"`);

/** Collects the analytics events the page's dataLayer receives. */
function recordEvents() {
  window.dataLayer = window.dataLayer ?? [];
  const start = window.dataLayer.length;
  return () => window.dataLayer.slice(start).filter((entry) => typeof entry.event === 'string');
}

describe('Drinking Check results with the keyboard alone', () => {
  let holder;
  beforeEach(() => {
    resetUrl();
    resetCheckSession();
  });
  afterEach(() => {
    holder?.remove();
    resetCheckSession();
    resetUrl();
  });

  it('moves through the risk levels with the arrows and opens and closes sections with Enter and Space', async () => {
    let check;
    ({ holder, check } = await reachResult('higher'));
    const events = recordEvents();

    const tab = await tabUntil(check, (el) => el.getAttribute('role') === 'tab', 'the risk levels');
    expect(tab).to.equal(selectedTab(check));
    expect(tab.textContent).to.contain('Higher risk');
    await press('ArrowRight');
    await waitFor(() => selectedTab(check)?.textContent.startsWith('Possible dependence'), 'possible dependence selected');
    expect(active(check)).to.equal(selectedTab(check));
    await press('ArrowRight');
    await waitFor(() => selectedTab(check)?.textContent.startsWith('Low risk'), 'wraps round to low');
    expect(active(check)).to.equal(selectedTab(check));
    await press('Tab');
    expect(active(check).getAttribute('role'), 'one Tab stop for the pills, then the panel').to.equal('tabpanel');
    expect(active(check).textContent).to.contain('Score 0-7');
    await shiftTab();
    expect(active(check)).to.equal(selectedTab(check));

    // A support link goes to the host (link-open; the parent app when embedded); the test page stays.
    const opened = [];
    const stayHere = (event) => event.preventDefault();
    check.addEventListener('dc-link-open', (event) => opened.push(event.detail.url));
    check.addEventListener('click', stayHere);
    const link = await tabUntil(check, (el) => el.localName === 'a', 'the first support link');
    expect(link.textContent).to.equal('NHS alcohol support (opens in a new tab)');
    await press('Enter');
    await waitFor(() => opened.length === 1, 'the link-open event');
    check.removeEventListener('click', stayHere);
    expect(opened).to.deep.equal(['https://www.nhs.uk/live-well/alcohol-advice/alcohol-support/']);
    await shiftTab();
    const support = active(check);
    expect(support.textContent.trim()).to.equal('Find support');
    expect(support.getAttribute('aria-expanded')).to.equal('true');
    await press('Enter');
    await waitFor(() => support.getAttribute('aria-expanded') === 'false', 'Find support closed');
    expect(active(check), 'focus stays on the section button').to.equal(support);
    const tips = await tabToAccordion(check, 'Quick tips');
    await press('Space');
    await waitFor(() => tips.getAttribute('aria-expanded') === 'true', 'Quick tips open');
    await press('Tab');
    const advice = active(check);
    expect(advice.textContent.trim(), 'the open tips hold no controls').to.equal('Advice');
    await press('Enter');
    await waitFor(() => advice.getAttribute('aria-expanded') === 'true', 'Advice open');
    await press('Tab');
    expect(active(check).localName, 'the first advice link').to.equal('a');

    const names = events().map((entry) => entry.event);
    expect(names.filter((name) => name === 'risk_scale_click')).to.have.length(2);
    expect(names).to.include('find_out_more_view');
    expect(events().find((entry) => entry.event === 'high_risk_support_click')?.service).to.equal('nhs');
    expect(
      events()
        .filter((entry) => entry.event === 'accordion_click')
        .map((entry) => `${entry.panel} ${entry.state}`),
    ).to.deep.equal(['Find support Closed', 'Quick tips Open', 'Advice Open']);
  });

  it('answers both support scales, submits, goes back, and sends feedback', async () => {
    let check;
    ({ holder, check } = await reachResult('increasing'));
    const events = recordEvents();

    const first = await tabUntil(check, (el) => el.type === 'radio', 'the first scale');
    expect(first.closest('fieldset').querySelector('legend').textContent).to.equal(
      'How ready are you to make a change to your drinking?',
    );
    await press('ArrowRight');
    const ready = $$(check, 'input[type=radio]').find((radio) => radio.checked);
    expect(ready?.value, 'arrows choose on the first scale').to.equal('2');
    const submit = () => $(check, '.dc-scales button:not([aria-expanded])');
    expect(submit().disabled, 'Submit always works').to.be.false;
    await press('Tab');
    const second = active(check);
    expect(second.name, 'Tab goes to the second scale').to.not.equal(ready.name);
    await press('Tab');
    expect(active(check)).to.equal(submit());
    await press('Enter');
    await waitFor(() => active(check)?.getAttribute('role') === 'alert', 'the error summary has focus');
    expect(active(check).textContent).to.contain('Choose how confident you are, from 1 to 5');
    await press('Tab');
    await press('Enter');
    expect(active(check).name, 'the link goes to the scale still to answer').to.equal(second.name);
    await press('Space');
    await tabToButton(check, 'Submit');
    await press('Enter');
    await waitFor(() => active(check)?.textContent.startsWith('Thank you.'), 'the thank-you has focus');
    const ratings = events().filter((entry) => entry.event.endsWith('_rating'));
    expect(ratings.map((entry) => [entry.event, entry.rating])).to.deep.equal([
      ['importance_rating', 2],
      ['confidence_rating', 1],
    ]);
    await press('Tab');
    expect(active(check).textContent.trim()).to.equal('Back');
    await press('Enter');
    await waitFor(() => $$(check, '.dc-scales input[type=radio]').length === 10, 'the scales again');
    expect(
      $$(check, '.dc-scales input[type=radio]').some((radio) => radio.checked),
      'both cleared',
    ).to.be.false;

    const yes = await tabToButton(check, 'Yes');
    await press('Enter');
    await waitFor(() => yes.getAttribute('aria-pressed') === 'true', 'Yes pressed');
    await press('Tab');
    await press('Tab');
    expect(active(check).localName).to.equal('textarea');
    await sendKeys({ type: 'Clear and short' });
    await press('Tab');
    expect(active(check).textContent.trim()).to.equal('Submit');
    await press('Enter');
    await waitFor(() => active(check)?.textContent === 'Thank you for your feedback.', 'feedback thank-you has focus');
    const useful = events().filter((entry) => entry.event === 'advice_useful');
    expect(useful).to.have.length(1);
    expect(useful[0].useful).to.equal(true);
    expect(JSON.stringify(window.dataLayer)).to.not.contain('Clear and short');

    await tabToButton(check, 'Do the Drinking Check again');
    await press('Enter');
    await onScreen(check, 'How old are you?');
  });

  it('abridged: View full results and Redo assessment with the keyboard', async () => {
    let check;
    let walk;
    ({ holder, check, walk } = await reachResult('possibleDependence'));
    await goTo(check, walk.abridged, () => buttonNamed(check, 'View full results'));
    await tabToButton(check, 'View full results');
    await press('Enter');
    await waitFor(() => check.route === walk.route && $(check, '[role=tablist]'), 'the full results');
    await onScreen(check, RESULT_HEADING);
    await goTo(check, walk.abridged, () => buttonNamed(check, 'Redo assessment'));
    await tabToButton(check, 'Redo assessment');
    await press('Enter');
    await onScreen(check, 'How old are you?');
  });
});
