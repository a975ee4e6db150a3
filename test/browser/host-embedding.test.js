// What a host page does to the widgets and what it can set: the base text size, links that go
// somewhere (and where the page says), the Drinking Check prompt, the app promotion, a header
// that follows the widget's width, and widget mode on a partner's page.
import { expect } from '@esm-bundle/chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { engine, setViewport } from './keys.js';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { activate, byName, mountCalculator, root, waitForHeading } from './calculator-helpers.js';
import { resetCheckSession } from './check-helpers.js';
import { axeViolations, heading, mount, nextFrame, resetUrl, waitFor } from './helpers.js';

const NHS_UNITS = 'https://www.nhs.uk/live-well/alcohol-advice/calculating-alcohol-units/';

const isInView = (el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= innerHeight;
const fontSizeOf = (el) => parseFloat(getComputedStyle(el).fontSize);
const hrefs = (widget, selector) => [...root(widget).querySelectorAll(selector)].map((a) => a.getAttribute('href'));

/** Single drinks: one pint of beer, then the results screen. */
async function toSingleResults(widget) {
  await activate(widget, 'Calculate single drinks');
  await waitForHeading(widget, 'What did you drink?');
  await activate(widget, 'Add one pint of beer');
  await activate(widget, 'Calculate');
  await waitForHeading(widget, 'Your results');
}

describe('embedding: what the host page sets and what it cannot break', () => {
  let holder;
  let style;
  beforeEach(() => {
    resetUrl();
    resetCheckSession();
    style = document.head.appendChild(document.createElement('style'));
  });
  afterEach(async () => {
    holder?.remove();
    style.remove();
    resetCheckSession();
    resetUrl();
    if (engine === 'chromium') await executeServerCommand('default-font-size', { px: 16 });
    await setViewport({ width: 800, height: 600 });
  });

  // The reader's text-size setting is set through Chromium's DevTools protocol (Page.setFontSizes).
  const chromiumOnly = engine === 'chromium' ? it : () => undefined;
  chromiumOnly(
    "takes its text size from the reader's browser setting, not the host's root size, and themes through --aa-font-size (Chromium: DevTools font-size emulation)",
    async () => {
      style.textContent = 'html { font-size: 62.5%; }';
      ({ holder } = await mount(
        '<unit-calculator routing="memory"></unit-calculator><unit-calculator routing="memory" style="--aa-font-size: 20px"></unit-calculator>',
      ));
      const [plain, themed] = holder.querySelectorAll('unit-calculator');
      const body = (widget) => root(widget).querySelector('.choice p');
      expect(fontSizeOf(body(plain)), 'the host root at 62.5% does not shrink the widget').to.equal(16);
      expect(fontSizeOf(body(themed)), '--aa-font-size').to.equal(20);

      await executeServerCommand('default-font-size', { px: 24 });
      await nextFrame();
      expect(fontSizeOf(body(plain)), "the reader's own text size").to.equal(24);
      expect(fontSizeOf(heading(plain)) / fontSizeOf(body(plain)), 'headings keep their scale').to.equal(1.75);

      await activate(plain, 'Calculate single drinks');
      await waitForHeading(plain, 'What did you drink?');
      const icon = root(plain).querySelector('.drink-icon').getBoundingClientRect();
      expect(icon.width, 'icons grow with the text (2em)').to.equal(48);
    },
  );

  it('shows the NHS pages as fact links by default, and the pages the host names instead', async () => {
    await setViewport({ width: 1280, height: 800 });
    let widget;
    ({ holder, widget } = await mountCalculator());
    await toSingleResults(widget);
    expect(hrefs(widget, '.related a')).to.deep.equal([
      NHS_UNITS,
      'https://www.nhs.uk/live-well/alcohol-advice/calories-in-alcohol/',
      'https://www.nhs.uk/live-well/alcohol-advice/the-risks-of-drinking-too-much/',
    ]);
    holder.remove();

    sessionStorage.clear();
    ({ holder, widget } = await mountCalculator(
      'routing="memory" units-info-url="https://charity.example/units" calories-info-url="/facts/calories" guidelines-info-url="https://charity.example/guidelines"',
    ));
    await toSingleResults(widget);
    expect(hrefs(widget, '.related a')).to.deep.equal([
      'https://charity.example/units',
      '/facts/calories',
      'https://charity.example/guidelines',
    ]);
  });

  it('shows the app promotion only with store links, each opening in a new tab', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator('routing="memory" app-store-url="https://apps.apple.com/gb/app/our-app/id123"'));
    await toSingleResults(widget);
    const store = [...root(widget).querySelectorAll('.store-links a')];
    expect(store.map((a) => [a.getAttribute('href'), a.target])).to.deep.equal([
      ['https://apps.apple.com/gb/app/our-app/id123', '_blank'],
    ]);
    expect(store[0].textContent).to.equal('Download on the App Store (opens in a new tab)');
    expect(await axeViolations(widget)).to.deep.equal([]);
  });

  it("sends the Drinking Check prompt to the page's own Drinking Check, brought into view with focus on its heading", async () => {
    await setViewport({ width: 1280, height: 800 });
    ({ holder } = await mount(
      '<drinking-check></drinking-check><div style="height: 2000px"></div><unit-calculator routing="memory"></unit-calculator>',
    ));
    const check = holder.querySelector('drinking-check');
    const calculator = holder.querySelector('unit-calculator');
    root(check).querySelector('.tabs__tab').click(); // the check shows its Drinking Check tab
    await waitFor(() => check.route === '/overview/drinking-check', 'the check on its tab');
    calculator.scrollIntoView();
    await toSingleResults(calculator);
    await activate(calculator, 'Take the Drinking Check');
    await waitFor(() => check.route === '/overview', 'the check back at its start');
    await waitFor(() => root(check).activeElement === heading(check), "focus on the check's heading");
    const top = check.getBoundingClientRect().top;
    expect(top, 'the check is in view').to.be.within(-1, 800);
  });

  it('links the prompt to drinking-check-url when the page has no Drinking Check', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator('routing="memory" drinking-check-url="/drinking-check/"'));
    await toSingleResults(widget);
    expect(byName(widget, 'Take the Drinking Check').getAttribute('href')).to.equal('/drinking-check/');
  });

  it("leaves the page's history.pushState and replaceState as the browser made them, while a widget routes through them", async () => {
    let widget;
    ({ holder, widget } = await mountCalculator('routing="hash"'));
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    expect(location.hash, 'the widget did route through history').to.contain('single-drinks');
    for (const method of ['pushState', 'replaceState'])
      expect(Function.prototype.toString.call(history[method]), method).to.contain('[native code]');
    expect(Symbol.for('wouter_v3') in window, "wouter's history patch").to.equal(false);
  });

  it("shows the calculator's mobile header when the widget is narrow, whatever the window", async () => {
    await setViewport({ width: 1280, height: 800 });
    ({ holder } = await mount(
      '<div style="width: 300px"><unit-calculator routing="memory"></unit-calculator></div><div style="width: 900px"><unit-calculator routing="memory"></unit-calculator></div>',
    ));
    const [narrow, wide] = holder.querySelectorAll('unit-calculator');
    await waitFor(() => byName(narrow, 'Menu'), 'the mobile header in a 300 px column');
    expect(byName(wide, 'Menu'), 'no mobile header at 900 px').to.equal(undefined);
    expect(root(wide).querySelector('.banner')).to.exist;
  });

  describe('widget mode (a partner brand value)', () => {
    /** A step taken on a phone when the widget's top is `above` px above the screen. */
    const afterStep = async (brand, above) => {
      ({ holder } = await mount(
        `<div style="height: 300px"></div><unit-calculator routing="memory" brand="${brand}"></unit-calculator><div style="height: 3000px"></div>`,
      ));
      const widget = holder.querySelector('unit-calculator');
      widget.scrollIntoView();
      window.scrollBy(0, above);
      const before = window.scrollY;
      byName(widget, 'Calculate single drinks').click();
      await waitForHeading(widget, 'What did you drink?');
      await nextFrame();
      const place = {
        moved: window.scrollY - before,
        widgetTop: Math.round(widget.getBoundingClientRect().top),
        headingInView: isInView(heading(widget)),
      };
      holder.remove();
      return place;
    };

    it("names the charity in the banner on a partner's page, and not on its own pages", async () => {
      // An 800 px column: the calculator's banner, whatever the window (MiniBrowser's may still be resizing).
      ({ holder } = await mount(
        '<div style="width: 800px"><unit-calculator routing="memory" brand="alcohol-awareness-partner-widget"></unit-calculator><drinking-check routing="memory"></drinking-check></div>',
      ));
      const [partner, own] = holder.querySelectorAll('unit-calculator, drinking-check');
      expect(root(partner).querySelector('.banner').textContent).to.contain(
        'From Alcohol Awareness, an independent UK alcohol-education charity',
      );
      expect(root(own).querySelector('.banner').textContent).to.not.contain('From Alcohol Awareness');
      expect(await axeViolations(partner)).to.deep.equal([]);
    });

    it("names the charity on a partner's page in a phone's width too, under the calculator's mobile header", async () => {
      ({ holder } = await mount(
        '<div style="width: 320px"><unit-calculator routing="memory" brand="alcohol-awareness-partner-widget"></unit-calculator></div><div style="width: 320px"><unit-calculator routing="memory"></unit-calculator></div>',
      ));
      const [partner, own] = holder.querySelectorAll('unit-calculator');
      const by = 'From Alcohol Awareness, an independent UK alcohol-education charity';
      expect(root(partner).querySelector('.mobile-header').textContent).to.contain(by);
      expect(root(own).querySelector('.mobile-header').textContent).to.not.contain(by);
      expect(await axeViolations(partner)).to.deep.equal([]);
    });

    it("moves a partner's page only as far as the new heading needs; on its own pages it brings the tool's top back", async () => {
      await setViewport({ width: 375, height: 700 });
      const partnerNear = await afterStep('alcohol-awareness-widget', 40);
      expect(partnerNear.moved, 'widget mode, heading still in view: the page stays').to.equal(0);
      const partnerFar = await afterStep('alcohol-awareness-widget', 1000);
      expect(partnerFar.headingInView, 'widget mode, heading out of view: focus brings it into view').to.be.true;
      expect(partnerFar.widgetTop).to.not.equal(65);
      const own = await afterStep('alcohol-awareness', 40);
      expect(own.widgetTop, "standalone: the tool's top, 65 px clear of a pinned header").to.equal(65);
    });
  });
});
