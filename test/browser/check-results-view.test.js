// results-view="abridged": a finished check opens the abridged results route of its score (spec
// sections 2 and 4); 'View full results' and the overview's results tab lead on from there.
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import {
  expectNoAxeViolations,
  onScreen,
  press,
  resetCheckSession,
  tabToButton,
  walkAboutYou,
  walkQuestions,
} from './check-helpers.js';
import { LEVEL_WALKS, RESULT_HEADING } from './check-results-helpers.js';
import { mount, resetUrl, waitFor } from './helpers.js';

describe('Drinking Check: the results view the page chooses', () => {
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

  for (const level of ['low', 'increasing', 'possibleDependence']) {
    it(`opens the abridged result by score (${level}), then the full one by keyboard`, async () => {
      const walk = LEVEL_WALKS[level];
      let widgets;
      ({ holder, widgets } = await mount('<drinking-check loader-duration="0" results-view="abridged"></drinking-check>'));
      const [check] = widgets;
      await walkAboutYou(check, { axe: false });
      await walkQuestions(check, walk.options, { axe: false });
      await waitFor(() => check.route === walk.abridged, `${walk.abridged} (now ${check.route})`);
      expect(check.shadowRoot.textContent).to.contain(walk.badge);
      await expectNoAxeViolations(check);
      // Spec section 2: the abridged screen has no container spacing, the full one has. (Measured
      // from the widget's box, which is centred in a host wider than its 960 px.)
      const inset = () =>
        check.shadowRoot.querySelector('.dc-result-header').getBoundingClientRect().left -
        check.shadowRoot.querySelector('.widget').getBoundingClientRect().left;
      expect(inset(), "the abridged result starts at the widget's edge").to.equal(0);
      await tabToButton(check, 'View full results');
      await press('Enter');
      await onScreen(check, RESULT_HEADING);
      expect(check.route).to.equal(walk.route);
      expect(inset(), 'the full result sits in the spaced container').to.be.above(10);
    });
  }

  it('opens the full result by default, and the results tab follows the chosen view', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check loader-duration="0"></drinking-check>'));
    const [check] = widgets;
    await walkAboutYou(check, { axe: false });
    await walkQuestions(check, LEVEL_WALKS.low.options, { axe: false });
    await onScreen(check, RESULT_HEADING);
    expect(check.route).to.equal(LEVEL_WALKS.low.route);

    check.setAttribute('results-view', 'abridged');
    check.shadowRoot.querySelector('.tabs__tab').click();
    await waitFor(() => check.route === '/overview/drinking-check', 'the check tab');
    [...check.shadowRoot.querySelectorAll('.tabs__tab')].find((tab) => tab.textContent.trim() === 'Advice and results').click();
    await waitFor(() => check.route === '/overview/results-abridged', `the abridged results (now ${check.route})`);
  });
});
