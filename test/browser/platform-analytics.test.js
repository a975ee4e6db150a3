import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { mount, nextFrame, resetUrl, waitFor } from './helpers.js';

const TYPED = {
  name: 'Ann Smith',
  email: 'ann.smith@example.org',
  postcode: 'SW1A 1AA',
  text: 'I worry about my drinking at weekends',
};
const EMAIL = /@/;
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/i;
const JWT = /^[\w-]+\.[\w-]+\.[\w-]*$/;

function fill(input) {
  const type = input.type;
  const label = `${input.name} ${input.id} ${input.autocomplete} ${input.getAttribute('aria-label') ?? ''}`.toLowerCase();
  let value = TYPED.text;
  if (type === 'email' || label.includes('email')) value = TYPED.email;
  else if (label.includes('name')) value = TYPED.name;
  else if (label.includes('postcode')) value = TYPED.postcode;
  else if (type === 'number' || input.inputMode === 'numeric') value = '34';
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Walks a widget like a person would: fills every field, picks an option, presses on. */
async function walk(widget, steps = 40) {
  for (let step = 0; step < steps; step += 1) {
    const root = widget.shadowRoot;
    root.querySelectorAll('input[type=text], input[type=email], input[type=number], input:not([type]), textarea').forEach(fill);
    root.querySelectorAll('input[type=checkbox]').forEach((box) => box.checked || box.click());
    root.querySelectorAll('fieldset').forEach((set) => {
      const radio = set.querySelector('input[type=radio]');
      if (radio && !set.querySelector('input[type=radio]:checked')) radio.click();
    });
    const next = [...root.querySelectorAll('button:not([disabled])')].find(
      (b) => !/back|close|cancel|return|no,/i.test(b.textContent) && !b.closest('[role=tablist]'),
    );
    if (!next) break;
    const before = widget.route;
    next.click();
    // The click is handled by the next frame; a new screen is shown once its heading has focus.
    await nextFrame();
    await waitFor(
      () => widget.route === before || root.activeElement?.localName === 'h1',
      `the screen after ${before} (now ${widget.route})`,
    );
  }
}

describe('analytics over a whole journey', () => {
  let holder;
  beforeEach(() => resetUrl());
  afterEach(() => holder?.remove());

  it('pushes to window.dataLayer with GA4 names, brand and embedded, and nothing personal', async () => {
    const existing = [{ event: 'host_page' }];
    window.dataLayer = existing;
    let widgets;
    ({ holder, widgets } = await mount(
      '<drinking-check brand="partner" loader-duration="0"></drinking-check><unit-calculator brand="partner" loader-duration="0"></unit-calculator>',
    ));
    for (const widget of widgets) await walk(widget);
    expect(window.dataLayer).to.equal(existing);
    const pushed = window.dataLayer.slice(1);
    const pageViews = pushed.filter((entry) => entry.event === 'page_view');
    expect(pageViews.length).to.be.greaterThan(2);
    for (const view of pageViews)
      expect(view.route_name, `page_view of ${view.path} carries its route name`).to.be.a('string').and.not.equal('');
    expect(pageViews.map((view) => view.route_name)).to.include.members([
      'overview',
      'overview_drinking_check',
      'welcome',
      'single_drinks',
    ]);
    // Spec section 7: each of the Drinking Check's page views is also logged as 'Audit-C Loaded'.
    const checkViews = pageViews.filter((view) => !view.path.startsWith('/unit-and-calorie-calculator'));
    const auditLoads = pushed.filter((entry) => entry.event === 'audit_c_loaded');
    expect(auditLoads.map((entry) => entry.route_name)).to.deep.equal(checkViews.map((view) => view.route_name));
    for (const entry of pushed) {
      expect(entry.event, JSON.stringify(entry)).to.match(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);
      expect(entry.brand).to.equal('partner');
      expect(entry.embedded).to.equal(false);
      for (const [key, value] of Object.entries(entry)) {
        if (typeof value !== 'string') continue;
        expect(value, key).to.not.match(EMAIL);
        expect(value, key).to.not.match(POSTCODE);
        expect(value, key).to.not.match(JWT);
      }
    }
    const all = JSON.stringify(window.dataLayer);
    for (const value of Object.values(TYPED)) expect(all).to.not.contain(value);
  });
});

describe('the tag manager', () => {
  it('is not loaded without gtm-id', async () => {
    const { holder } = await mount('<drinking-check></drinking-check>');
    await waitFor(() => true);
    expect(document.querySelector('script[src*="googletagmanager"]')).to.equal(null);
    holder.remove();
  });
});
