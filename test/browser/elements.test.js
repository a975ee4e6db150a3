import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { axeViolations, button, heading, mount, resetUrl, waitFor } from './helpers.js';

describe('the two elements', () => {
  let holder;
  beforeEach(() => resetUrl());
  afterEach(() => holder?.remove());

  it('render the Drinking Check overview in an open shadow root', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check></drinking-check>'));
    const [check] = widgets;
    expect(check.shadowRoot.mode).to.equal('open');
    expect(heading(check).textContent).to.equal('How does your drinking affect you?');
    expect(button(check, 'Begin the Drinking Check')).to.exist;
    const details = check.shadowRoot.querySelector('details');
    expect(details.open).to.be.false;
    details.querySelector('summary').click();
    expect(details.open).to.be.true;
    expect(details.textContent).to.contain('about 3 minutes');
    expect(button(check, 'Advice and results').getAttribute('aria-disabled'), 'results tab before results').to.equal('true');
    button(check, 'Advice and results').click();
    expect(check.route, 'pressed before there are results, it goes nowhere').to.equal('/overview');
  });

  it('render the calculator welcome with its two choices', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<unit-calculator></unit-calculator>'));
    const [calculator] = widgets;
    expect(calculator.shadowRoot.mode).to.equal('open');
    expect(heading(calculator).textContent).to.equal('What would you like to work out?');
    expect(button(calculator, 'Calculate single drinks')).to.exist;
    expect(button(calculator, 'Calculate weekly drinks')).to.exist;
  });

  it('are display: block hosts styled by an adopted stylesheet, with no <style> element', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check></drinking-check><unit-calculator></unit-calculator>'));
    for (const widget of widgets) {
      expect(getComputedStyle(widget).display).to.equal('block');
      expect(widget.shadowRoot.adoptedStyleSheets.length).to.equal(1);
      expect(widget.shadowRoot.querySelector('style')).to.equal(null);
    }
  });

  it('send a bubbling, composed ready event named with the widget prefix', async () => {
    const seen = [];
    const listener = (event) => seen.push([event.type, event.detail, event.bubbles, event.composed]);
    document.addEventListener('dc-ready', listener);
    document.addEventListener('ucc-ready', listener);
    try {
      ({ holder } = await mount('<drinking-check></drinking-check><unit-calculator></unit-calculator>'));
      await waitFor(() => seen.length === 2, 'both ready events');
      expect(seen).to.deep.include(['dc-ready', { widget: 'drinking-check', path: '/overview' }, true, true]);
      expect(seen).to.deep.include([
        'ucc-ready',
        { widget: 'unit-calculator', path: '/unit-and-calorie-calculator' },
        true,
        true,
      ]);
    } finally {
      document.removeEventListener('dc-ready', listener);
      document.removeEventListener('ucc-ready', listener);
    }
  });

  it('have no axe violations on either first screen', async () => {
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check></drinking-check><unit-calculator></unit-calculator>'));
    for (const widget of widgets) expect(await axeViolations(widget), widget.localName).to.deep.equal([]);
  });
});
