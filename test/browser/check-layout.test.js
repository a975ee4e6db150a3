import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import '/dist/esm/drinking-check.js';
import { expectNoAxeViolations, onScreen, press, resetCheckSession, tabToButton } from './check-helpers.js';
import { mount, resetUrl } from './helpers.js';

describe('Drinking Check layout', () => {
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

  it('fits 320 px and scrolls the tool into view 65 px higher after each step on a narrow screen', async () => {
    await setViewport({ width: 320, height: 640 });
    let widgets;
    ({ holder, widgets } = await mount('<div style="height: 1500px"></div><drinking-check loader-duration="0"></drinking-check><div style="height: 2000px"></div>'));
    const [check] = widgets;
    await tabToButton(check, 'Begin the Drinking Check');
    await press('Enter');
    await onScreen(check, 'How old are you?');
    const expected = check.getBoundingClientRect().top + window.scrollY - 65;
    expect(Math.abs(window.scrollY - expected)).to.be.below(2);
    expect(document.documentElement.scrollWidth, 'no sideways scrolling').to.be.at.most(320);
    await expectNoAxeViolations(check);
  });

  it('scrolls with no offset on a wide screen', async () => {
    await setViewport({ width: 1024, height: 640 });
    let widgets;
    ({ holder, widgets } = await mount('<div style="height: 1500px"></div><drinking-check loader-duration="0"></drinking-check><div style="height: 2000px"></div>'));
    const [check] = widgets;
    await tabToButton(check, 'Begin the Drinking Check');
    await press('Enter');
    await onScreen(check, 'How old are you?');
    expect(Math.abs(check.getBoundingClientRect().top)).to.be.below(2);
    expect(window.scrollY).to.be.above(1000);
  });
});
