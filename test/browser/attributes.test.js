import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { captureWarnings, mount, nextFrame, resetUrl, waitFor } from './helpers.js';

const bannerShown = (widget) => getComputedStyle(widget.shadowRoot.querySelector('.banner')).display !== 'none';

describe('attributes and properties', () => {
  let holder;
  beforeEach(() => resetUrl());
  afterEach(() => holder?.remove());

  for (const markup of ['content-block', 'content-block=""', 'content-block="true"', 'content-block="TRUE"']) {
    it(`turns a boolean on when written as ${markup}`, async () => {
      let widgets;
      ({ holder, widgets } = await mount(`<unit-calculator ${markup}></unit-calculator>`));
      expect(widgets[0].contentBlock).to.be.true;
      expect(bannerShown(widgets[0]), 'content-block hides the banner').to.be.false;
    });
  }

  for (const markup of ['', 'content-block="false"']) {
    it(`leaves a boolean off when written as "${markup}"`, async () => {
      let widgets;
      ({ holder, widgets } = await mount(`<unit-calculator ${markup}></unit-calculator>`));
      expect(widgets[0].contentBlock).to.be.false;
      expect(bannerShown(widgets[0])).to.be.true;
    });
  }

  it('turns a boolean off at once when the attribute is removed, and on again when added', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check content-block embedded web-login></drinking-check>'));
    const [check] = widgets;
    expect(bannerShown(check)).to.be.false;
    check.removeAttribute('content-block');
    await nextFrame();
    expect(check.contentBlock).to.be.false;
    expect(bannerShown(check)).to.be.true;
    check.setAttribute('content-block', '');
    await nextFrame();
    expect(bannerShown(check)).to.be.false;
    check.setAttribute('embedded', 'false');
    check.removeAttribute('web-login');
    expect(check.embedded).to.be.false;
    expect(check.webLogin).to.be.false;
  });

  it('reflects boolean properties to attributes in the HTML manner', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<unit-calculator></unit-calculator>'));
    const [calculator] = widgets;
    calculator.contentBlock = true;
    expect(calculator.getAttribute('content-block')).to.equal('');
    await nextFrame();
    expect(bannerShown(calculator)).to.be.false;
    calculator.contentBlock = false;
    expect(calculator.hasAttribute('content-block')).to.be.false;
    await nextFrame();
    expect(bannerShown(calculator)).to.be.true;
  });

  it('gives every attribute a property, with the defaults when absent', async () => {
    let widgets;
    ({ holder, widgets } = await mount(
      '<drinking-check brand="partner-x" campaign="spring" gtm-id="GTM-AB12CD" api-base="https://api.example.org/" client-id="web-1" routing="memory"></drinking-check><drinking-check></drinking-check>',
    ));
    const [set, unset] = widgets;
    expect([set.brand, set.campaign, set.gtmId, set.apiBase, set.clientId, set.routing]).to.deep.equal([
      'partner-x',
      'spring',
      'GTM-AB12CD',
      'https://api.example.org',
      'web-1',
      'memory',
    ]);
    expect([unset.brand, unset.campaign, unset.gtmId, unset.apiBase, unset.clientId, unset.routing]).to.deep.equal([
      'alcohol-awareness',
      '',
      undefined,
      undefined,
      undefined,
      'hash',
    ]);
    unset.campaign = 'autumn';
    expect(unset.getAttribute('campaign')).to.equal('autumn');
    unset.campaign = null;
    expect(unset.hasAttribute('campaign')).to.be.false;
    expect(unset.campaign).to.equal('');
  });

  it("reads the Drinking Check's link and loader attributes as properties, and drops them when removed", async () => {
    let widgets;
    ({ holder, widgets } = await mount(
      '<drinking-check unit-calculator-url="/tools/units" privacy-url="https://www.example.org/privacy" loader-duration="0"></drinking-check><drinking-check></drinking-check>',
    ));
    const [set, unset] = widgets;
    expect([set.unitCalculatorUrl, set.privacyUrl, set.loaderDuration]).to.deep.equal([
      '/tools/units',
      'https://www.example.org/privacy',
      0,
    ]);
    expect([unset.unitCalculatorUrl, unset.privacyUrl, unset.loaderDuration], 'no defaults but the 300 ms minimum').to.deep.equal(
      [undefined, undefined, 300],
    );
    set.privacyUrl = '/privacy';
    expect(set.getAttribute('privacy-url')).to.equal('/privacy');
    set.removeAttribute('unit-calculator-url');
    expect(set.unitCalculatorUrl).to.equal(undefined);
  });

  it("moves every heading down the page's outline by heading-level, looking the same, and back when removed", async () => {
    let widgets;
    ({ holder, widgets } = await mount(
      '<unit-calculator heading-level="2"></unit-calculator><unit-calculator></unit-calculator>',
    ));
    const [moved, plain] = widgets;
    const levels = (widget) =>
      [...widget.shadowRoot.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.localName[1]));
    await waitFor(() => levels(moved).length > 1 && levels(plain).length > 1, 'both welcome screens');
    expect(levels(plain)[0], 'a screen heading is h1 by default').to.equal(1);
    expect(levels(moved), 'each one level down').to.deep.equal(levels(plain).map((level) => level + 1));
    expect(moved.headingLevel).to.equal(2);
    const looks = (widget) =>
      [...widget.shadowRoot.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => getComputedStyle(h).fontSize);
    expect(looks(moved), 'the same sizes').to.deep.equal(looks(plain));
    moved.headingLevel = 6;
    await waitFor(() => levels(moved).every((level) => level === 6), 'never past h6');
    moved.removeAttribute('heading-level');
    await waitFor(() => levels(moved).join() === levels(plain).join(), 'back to the default');
  });

  it('takes a property that a host set before the element was upgraded', async () => {
    const inert = document.implementation.createHTMLDocument('');
    const check = inert.createElement('drinking-check');
    check.contentBlock = true;
    holder = document.createElement('div');
    holder.append(document.adoptNode(check));
    document.body.append(holder);
    expect(check.getAttribute('content-block')).to.equal('');
    expect(check.contentBlock).to.be.true;
  });

  it('falls back to the default with one warning for a malformed value, never breaking', async () => {
    const capture = captureWarnings();
    let widgets;
    try {
      ({ holder, widgets } = await mount(
        '<drinking-check embedded="perhaps" routing="sideways" gtm-id="<script>" api-base="javascript:alert(1)"></drinking-check>',
      ));
      const [check] = widgets;
      check.setAttribute('routing', 'sideways');
      check.setAttribute('brand', 'x'.repeat(300));
      expect(check.embedded).to.be.false;
      expect(check.routing).to.equal('hash');
      expect(check.gtmId).to.equal(undefined);
      expect(check.apiBase).to.equal(undefined);
      expect(check.brand).to.equal('alcohol-awareness');
      expect(check.shadowRoot.querySelector('h1')).to.exist;
      // The words of the problems load when there are some (docs/decisions/0231).
      await waitFor(() => check.settingsProblems.length === 5, 'the five problems told');
    } finally {
      capture.restore();
    }
    const about = (name) => capture.warnings.filter((w) => w.includes(`${name}=`));
    for (const name of ['embedded', 'routing', 'gtm-id', 'api-base', 'brand']) expect(about(name), name).to.have.length(1);
  });
});
