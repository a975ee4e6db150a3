import { expect } from '@esm-bundle/chai';
import { setViewport, itInWindow } from './keys.js';
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

  itInWindow(320)('fits 320 px and scrolls the tool into view 65 px higher after each step on a narrow screen', async () => {
    await setViewport({ width: 320, height: 640 });
    let widgets;
    ({ holder, widgets } = await mount(
      '<div style="height: 1500px"></div><drinking-check loader-duration="0"></drinking-check><div style="height: 2000px"></div>',
    ));
    const [check] = widgets;
    await tabToButton(check, 'Begin the Drinking Check');
    await press('Enter');
    await onScreen(check, 'How old are you?');
    const expected = check.getBoundingClientRect().top + window.scrollY - 65;
    expect(Math.abs(window.scrollY - expected)).to.be.below(2);
    expect(document.documentElement.scrollWidth, 'no sideways scrolling').to.be.at.most(320);
    await expectNoAxeViolations(check);
  });

  it('scrolls back to the tool with no offset on a wide screen when its top has left the screen, and not when it shows', async () => {
    await setViewport({ width: 1024, height: 640 });
    let widgets;
    ({ holder, widgets } = await mount(
      '<div style="height: 1500px"></div><drinking-check loader-duration="0"></drinking-check><div style="height: 2000px"></div>',
    ));
    const [check] = widgets;
    await tabToButton(check, 'Begin the Drinking Check');
    window.scrollBy(0, check.getBoundingClientRect().top + 100); // the tool's top is 100 px above the screen
    await press('Enter');
    await onScreen(check, 'How old are you?');
    // Back on screen, near the top: no 65 px offset on a wide window (the browser's scroll
    // anchoring may already have moved it a little as the loader replaced the longer overview).
    expect(check.getBoundingClientRect().top).to.be.within(0, 30);
    expect(window.scrollY).to.be.above(1000);

    const before = window.scrollY;
    window.scrollBy(0, -50); // now the top shows: the next step leaves the page alone
    await press('Tab');
    await tabToButton(check, 'Close and return to the overview');
    const shown = window.scrollY;
    await press('Enter');
    await onScreen(check, 'How does your drinking affect you?');
    expect(window.scrollY, 'the page stays where the person has it').to.equal(shown);
    expect(shown).to.be.below(before);
  });
});
