import { expect } from '@esm-bundle/chai';
import { setViewport } from './keys.js';
import '/dist/esm/drinking-check.js';
import { badgeText, expectNoAxeViolations, onScreen, resetCheckSession } from './check-helpers.js';
import { $, $$, buttonNamed, expandAll, goTo, LEVEL_WALKS, reachResult, RESULT_HEADING } from './check-results-helpers.js';
import { mount, resetUrl, waitFor } from './helpers.js';

describe('Drinking Check results: every level, full and abridged, axe in Chromium', () => {
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

  for (const level of Object.keys(LEVEL_WALKS)) {
    it(`${level}: full results, then abridged, with zero axe violations`, async () => {
      let check;
      let walk;
      ({ holder, check, walk } = await reachResult(level));
      expect(badgeText(check)).to.equal(walk.badge);
      const high = level === 'higher' || level === 'possibleDependence';
      expect(Boolean(buttonNamed(check, 'Find support')), 'the support panel').to.equal(high);
      await expectNoAxeViolations(check);
      expandAll(check);
      await waitFor(() => $$(check, 'button[aria-expanded="false"]').length === 0, 'every section open');
      await expectNoAxeViolations(check);

      await goTo(check, walk.abridged, () => buttonNamed(check, 'View full results'));
      await onScreen(check, RESULT_HEADING);
      expect(badgeText(check)).to.equal(walk.badge);
      expect($$(check, '.dc-card')).to.have.length(3);
      await expectNoAxeViolations(check);
    });
  }

  it('works at 320 px wide with nothing cut off sideways', async () => {
    await setViewport({ width: 320, height: 640 });
    let check;
    ({ holder, check } = await reachResult('possibleDependence'));
    expandAll(check);
    await waitFor(() => $$(check, 'button[aria-expanded="false"]').length === 0, 'every section open');
    const root = $(check, '.widget') ?? check;
    expect(root.scrollWidth, 'no sideways scrolling').to.be.at.most(check.clientWidth);
    for (const pill of $$(check, '[role=tab]')) expect(pill.getBoundingClientRect().height).to.be.at.least(44);
    for (const button of $$(check, '.dc-accordion__button')) expect(button.getBoundingClientRect().height).to.be.at.least(44);
    await expectNoAxeViolations(check);
  });

  it('sends full and abridged results routes with no results to the drinking check', async () => {
    for (const path of ['/overview/results-high-risk', '/overview/results-abridged-high-risk']) {
      location.hash = `dc=${path}`;
      let widgets;
      ({ holder, widgets } = await mount('<drinking-check loader-duration="0"></drinking-check>'));
      await waitFor(() => widgets[0].route === '/drinking-check', `the drinking check from ${path}`);
      await onScreen(widgets[0], 'Are you drinking too much?', { focused: false });
      holder.remove();
      resetUrl();
    }
  });
});
