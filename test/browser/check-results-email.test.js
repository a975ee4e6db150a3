// The results email form by keyboard alone in real Chromium: errors, then success; axe in each state.
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport, itInWindow } from './keys.js';
import '/dist/esm/drinking-check.js';
import { active, expectNoAxeViolations, press, resetCheckSession, tabToButton, tabUntil } from './check-helpers.js';
import { mount, resetUrl, waitFor } from './helpers.js';
import { scaleRequestTimes } from './request-times.js';
import { storedRecord } from './stored-record.js';

const API = 'https://api.test';
const SAVE_URL = `${API}/tools/v1/selfassessment`;
const EARLY_EXIT = { drinkFrequency: 2, unitsPerTypicalDay: 1, bingeFrequency: 1 };
const FINISHED = {
  answers: EARLY_EXIT,
  profile: { hereFor: 'Myself', age: 30, sex: 1, genderMatchesBirth: 0, previousAlcoholAssessment: 1 },
  hasResults: true,
  result: { score: 4, scale: 'auditC', riskLevel: 'low', answers: EARLY_EXIT },
};

const json = (body, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers the API's calls in the test: the save with `stub.saveStatus` and the stored record (a
 * 2xx) or `{}`, or with `stub.saveBody` when set; the dictionary with nothing (built-in copy).
 */
function stubApi(saveStatus = 200, saveBody = undefined) {
  const original = window.fetch;
  const stub = { saves: [], saveStatus, saveBody, restore: () => (window.fetch = original) };
  window.fetch = async (url, init) => {
    if (String(url) === SAVE_URL) {
      const sent = JSON.parse(init.body);
      stub.saves.push(sent);
      const stored = stub.saveStatus < 300 ? storedRecord(sent, stub.saves.length) : {};
      return json(stub.saveBody ?? stored, stub.saveStatus);
    }
    return String(url).endsWith('/dictionary') ? json([]) : new Response('', { status: 404 });
  };
  return stub;
}

const h2 = (widget, text) => [...widget.shadowRoot.querySelectorAll('h2')].find((h) => h.textContent.trim() === text);
const field = (widget, label) => {
  const labelElement = [...widget.shadowRoot.querySelectorAll('label')].find((l) => l.textContent.trim() === label);
  return widget.shadowRoot.getElementById(labelElement.htmlFor);
};
const summaryLinks = (widget) => [...widget.shadowRoot.querySelectorAll('[role=alert] a')].map((a) => a.textContent);
const tabToField = (widget, label) => tabUntil(widget, (el) => el === field(widget, label), `the ${label} field`);
const tabToCheckbox = (widget, index) =>
  tabUntil(widget, (el) => el === widget.shadowRoot.querySelectorAll('input[type=checkbox]')[index], `consent ${index + 1}`);

describe('Drinking Check results email form', () => {
  let holder;
  let api;
  let check;

  async function openResults(saveStatus, attributes = '', saveBody = undefined) {
    api = stubApi(saveStatus, saveBody);
    sessionStorage.setItem('aa:dc:check', JSON.stringify(FINISHED));
    history.replaceState(null, '', '#dc=/overview/results-lower-risk-audit-c');
    let widgets;
    ({ holder, widgets } = await mount(`<drinking-check api-base="${API}" brand="Acme" ${attributes}></drinking-check>`));
    [check] = widgets;
    await waitFor(() => h2(check, 'Get your results by email'), 'the email form');
  }

  beforeEach(() => {
    resetUrl();
    resetCheckSession();
  });
  afterEach(async () => {
    holder?.remove();
    api?.restore();
    resetCheckSession();
    resetUrl();
    await setViewport({ width: 800, height: 600 });
  });

  it('takes a keyboard user through the errors to the thank-you and back, with no axe violations', async () => {
    await openResults(200, 'privacy-url="https://example.org/privacy"');
    await expectNoAxeViolations(check);

    // An empty submit: the summary takes focus and links to each field.
    await tabToButton(check, 'Email my results');
    await press('Enter');
    await waitFor(() => active(check)?.getAttribute('role') === 'alert', 'focus on the error summary');
    expect(summaryLinks(check)).to.deep.equal([
      'Enter your full name',
      'Enter your email address',
      'Tick the box to agree that we use your email address to send your results',
    ]);
    await expectNoAxeViolations(check);
    await press('Tab');
    expect(active(check).textContent).to.equal('Enter your full name');
    await press('Enter');
    expect(active(check)).to.equal(field(check, 'Full name'));
    // The error link moves focus, not the route or the address (which the test set to this route).
    expect(check.route).to.equal('/overview/results-lower-risk-audit-c');
    expect(location.hash).to.equal('#dc=/overview/results-lower-risk-audit-c');

    // A name, an email without a top-level part, no ticks.
    await sendKeys({ type: 'Zoë Brontë' });
    await tabToField(check, 'Email address');
    await sendKeys({ type: 'zoe@example' });
    await tabToButton(check, 'Email my results');
    await press('Enter');
    await waitFor(() => active(check)?.getAttribute('role') === 'alert', 'focus on the error summary again');
    expect(summaryLinks(check)).to.deep.equal([
      'Enter an email address in the correct format, like name@example.com',
      'Tick the box to agree that we use your email address to send your results',
    ]);
    expect(field(check, 'Email address').getAttribute('aria-invalid')).to.equal('true');
    const privacy = [...check.shadowRoot.querySelectorAll('fieldset a')].find((a) => a.textContent.includes('privacy notice'));
    expect(privacy?.href, 'the privacy notice by the consents').to.equal('https://example.org/privacy');
    await expectNoAxeViolations(check);
    expect(api.saves).to.deep.equal([]);

    // Fix the email from its link, tick both boxes, send.
    await press('Tab');
    await press('Enter');
    expect(active(check)).to.equal(field(check, 'Email address'));
    await sendKeys({ type: '.org' });
    await tabToCheckbox(check, 0);
    await press('Space');
    await tabToCheckbox(check, 1);
    await press('Space');
    await tabToButton(check, 'Email my results');
    await press('Enter');
    await waitFor(() => active(check) === h2(check, 'Thank you'), 'focus on the thank-you heading');
    expect(check.shadowRoot.textContent, 'the thank-you names the address').to.contain(
      'Your results are on the way to zoe@example.org.',
    );
    expect(api.saves).to.have.length(1);
    expect(api.saves[0]).to.include({
      name: 'Zoë Brontë',
      emailAddress: 'zoe@example.org',
      emailMyResults: true,
      emailSubscriptionOptIn: true,
      brand: 'Acme',
    });
    await expectNoAxeViolations(check);

    // Back: the form as it was sent, to change and send again; focus on its heading.
    await tabToButton(check, 'Back');
    await press('Enter');
    await waitFor(() => active(check) === h2(check, 'Get your results by email'), 'focus on the form heading');
    expect(field(check, 'Full name').value).to.equal('Zoë Brontë');
    expect(field(check, 'Email address').value).to.equal('zoe@example.org');
    expect([...check.shadowRoot.querySelectorAll('input[type=checkbox]')].map((box) => box.checked)).to.deep.equal([true, true]);
    await expectNoAxeViolations(check);
  });

  itInWindow(320)('tells the person when the email could not be sent and keeps what they typed, at 320 px', async () => {
    await setViewport({ width: 320, height: 640 });
    const errors = [];
    const original = console.error;
    console.error = (...args) => errors.push(args.join(' '));
    try {
      await openResults(400);
      await tabToField(check, 'Full name');
      await sendKeys({ type: "Seán O'Brien" });
      await press('Tab');
      await sendKeys({ type: 'sean@example.ie' });
      await tabToCheckbox(check, 0);
      await press('Space');
      await press('Tab');
      await press('Space');
      await tabToButton(check, 'Email my results');
      await press('Enter');
      await waitFor(() => active(check)?.getAttribute('role') === 'alert', 'focus on the failure message');
      expect(active(check).textContent).to.contain('We could not send your results.');
      expect(field(check, 'Email address').value).to.equal('sean@example.ie');
      expect(document.documentElement.scrollWidth, 'no sideways scrolling').to.be.at.most(320);
      await expectNoAxeViolations(check);
      expect(errors.join('\n')).to.not.match(/sean|Seán/i);
      // The connection is back: the button again sends what is still there.
      api.saveStatus = 200;
      await tabToButton(check, 'Email my results');
      await press('Enter');
      await waitFor(() => active(check) === h2(check, 'Thank you'), 'focus on the thank-you heading');
      expect(api.saves).to.have.length(2);
      expect(api.saves[1]).to.include({ name: "Seán O'Brien", emailAddress: 'sean@example.ie', emailMyResults: true });
      await expectNoAxeViolations(check);
    } finally {
      console.error = original;
    }
  });

  // Issue 37: a 202 "queued" (nothing stored) was taken as stored, and the thank-you showed.
  it('says the results were not sent when the API answers without the stored record', async () => {
    scaleRequestTimes(0.2);
    const errors = [];
    const original = console.error;
    console.error = (...args) => errors.push(args.join(' '));
    try {
      await openResults(202, '', { status: 'queued' });
      await tabToField(check, 'Full name');
      await sendKeys({ type: 'Ann Lee' });
      await press('Tab');
      await sendKeys({ type: 'ann@example.org' });
      await tabToCheckbox(check, 0);
      await press('Space');
      await tabToButton(check, 'Email my results');
      await press('Enter');
      await waitFor(() => active(check)?.getAttribute('role') === 'alert', 'focus on the failure message');
      expect(active(check).textContent).to.contain('We could not send your results.');
      expect(h2(check, 'Thank you')).to.equal(undefined);
      expect(api.saves.length, 'tried again').to.be.above(1);
    } finally {
      console.error = original;
      scaleRequestTimes(1);
    }
  });
});
