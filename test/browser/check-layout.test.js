import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport, itInWindow } from './keys.js';
import '/dist/esm/drinking-check.js';
import { expectNoAxeViolations, onScreen, press, resetCheckSession, tabToButton, tabUntil } from './check-helpers.js';
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

  // WebKit dropped the heading's bottom margin inside the question's legend: the hint touched it.
  it('leaves space between a question and its hint, in a 300 px column as on a page', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<div style="width: 300px"><drinking-check loader-duration="0"></drinking-check></div>'));
    const [check] = widgets;
    await tabToButton(check, 'Begin the Drinking Check');
    await press('Enter');
    await onScreen(check, 'How old are you?');
    await tabUntil(check, (el) => el.localName === 'input', 'the age field');
    await sendKeys({ type: '30' });
    await press('Enter');
    await onScreen(check, 'What sex were you registered at birth?');
    const heading = check.shadowRoot.querySelector('h1').getBoundingClientRect();
    const hint = check.shadowRoot.querySelector('.dc-hint').getBoundingClientRect();
    expect(hint.top - heading.bottom, 'px between the question and its hint').to.be.within(12, 24);
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

  it('scrolls back to the tool with no offset on a wide screen when its top has left the screen; when it shows, only as far as the new screen needs', async () => {
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

    // The top shows, 50 px down, and the next step fits below it: the page stays where the person has it.
    window.scrollBy(0, -50);
    const shown = window.scrollY;
    await tabUntil(check, (el) => el.localName === 'input', 'the age field');
    await sendKeys({ type: '30' });
    await press('Enter');
    await onScreen(check, 'What sex were you registered at birth?');
    expect(window.scrollY, 'the page stays where the person has it').to.equal(shown);

    // In a lower window the overview would not fit below that: the page moves to the tool's top, no further.
    await setViewport({ width: 1024, height: 400 });
    const lower = window.scrollY;
    expect(check.getBoundingClientRect().top).to.be.above(40);
    await tabToButton(check, 'Close and return to the overview');
    await press('Enter');
    await onScreen(check, 'How does your drinking affect you?');
    expect(window.scrollY).to.be.above(lower);
    expect(check.getBoundingClientRect().top).to.be.within(0, 1);
  });
});
