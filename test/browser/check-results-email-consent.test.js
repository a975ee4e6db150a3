// Issue 27, item 7: emailing one's own result required consent to research use ("Tick both boxes
// to get your results by email"), the boxes came only once typing started, and no privacy words
// showed without privacy-url (docs/decisions/0221-emailing-results-needs-only-the-consent-to-email.md).
// By keyboard, against the fake API: what the person sees, and the save request the API receives.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from './keys.js';
import '/dist/esm/drinking-check.js';
import { active, expectNoAxeViolations, press, resetCheckSession, tabToButton, tabUntil } from './check-helpers.js';
import { apiState, resetApi, saveRequests } from './fake-api.js';
import { mount, resetUrl, waitFor } from './helpers.js';

const EARLY_EXIT = { drinkFrequency: 2, unitsPerTypicalDay: 1, bingeFrequency: 1 };
const FINISHED = {
  answers: EARLY_EXIT,
  profile: { hereFor: 'Myself', age: 30, sex: 1, genderMatchesBirth: 0, previousAlcoholAssessment: 1 },
  hasResults: true,
  result: { score: 4, scale: 'auditC', riskLevel: 'low', answers: EARLY_EXIT },
};
const PRIVACY_LINE = 'We use your name and email address to send you your results.';
const CONSENT_MISSING = 'Tick the box to agree that we use your email address to send your results';

const $$ = (widget, selector) => [...widget.shadowRoot.querySelectorAll(selector)];
const h2 = (widget, text) => $$(widget, 'h2').find((h) => h.textContent.trim() === text);
const field = (widget, label) => {
  const labelElement = $$(widget, 'label').find((l) => l.textContent.trim() === label);
  return widget.shadowRoot.getElementById(labelElement.htmlFor);
};
const boxes = (widget) => $$(widget, 'input[type=checkbox]');
const tabToBox = (widget, index) => tabUntil(widget, (el) => el === boxes(widget)[index], `consent ${index + 1}`);

/** The bodies of the save requests the fake API has stored. */
const savedBodies = async () => (await apiState()).saves.map((save) => JSON.parse(save.body));

describe('results email: the consent to email is enough', () => {
  let holder;
  let check;

  async function openResults(attributes = '') {
    const { origin } = await resetApi();
    sessionStorage.setItem('aa:dc:check', JSON.stringify(FINISHED));
    history.replaceState(null, '', '#dc=/overview/results-lower-risk-audit-c');
    let widgets;
    ({ holder, widgets } = await mount(`<drinking-check api-base="${origin}" brand="Acme" ${attributes}></drinking-check>`));
    [check] = widgets;
    await waitFor(() => h2(check, 'Get your results by email'), 'the email form');
  }

  /** Types a name and an email by keyboard, ticks the boxes named, and presses Email my results. */
  async function send(ticks) {
    await tabUntil(check, (el) => el === field(check, 'Full name'), 'the name field');
    await sendKeys({ type: 'Zoë Brontë' });
    await press('Tab');
    await sendKeys({ type: 'zoe@example.org' });
    for (const index of ticks) {
      await tabToBox(check, index);
      await press('Space');
    }
    await tabToButton(check, 'Email my results');
    await press('Enter');
  }

  beforeEach(() => {
    resetUrl();
    resetCheckSession();
  });
  afterEach(async () => {
    holder?.remove();
    resetCheckSession();
    resetUrl();
    await resetApi();
  });

  it('shows both boxes and the privacy line before anything is typed, and says the second is optional', async () => {
    await openResults();
    const [use, research] = boxes(check);
    expect(use, 'the consent to email').to.exist;
    expect(research, 'the consent to research use').to.exist;
    expect(field(check, 'Full name').value).to.equal('');
    for (const box of [use, research]) expect(box.getClientRects().length, 'on screen before typing').to.be.above(0);
    const group = use.closest('fieldset');
    expect(group.textContent).to.contain(PRIVACY_LINE);
    expect(group.querySelector('a'), 'no link without privacy-url').to.equal(null);
    const described = research.getAttribute('aria-describedby');
    expect(check.shadowRoot.getElementById(described).textContent).to.equal(
      'This one is up to you: we email your results whether or not you tick it.',
    );
    await expectNoAxeViolations(check);
  });

  it('links the host privacy notice after the privacy line', async () => {
    await openResults('privacy-url="https://example.org/privacy"');
    const group = boxes(check)[0].closest('fieldset');
    const link = group.querySelector('a');
    expect(link.href).to.equal('https://example.org/privacy');
    expect(link.closest('p').textContent).to.equal(
      `${PRIVACY_LINE} How we use your information: our privacy notice (opens in a new tab)`,
    );
    await expectNoAxeViolations(check);
  });

  it('emails the results with only the first box ticked: emailMyResults true, the opt-in false', async () => {
    await openResults();
    await send([0]);
    await waitFor(() => active(check) === h2(check, 'Thank you'), 'focus on the thank-you heading');
    expect(check.shadowRoot.textContent).to.contain('Your results are on the way to zoe@example.org.');
    const bodies = await savedBodies();
    expect(bodies).to.have.length(1);
    expect(bodies[0]).to.include({
      name: 'Zoë Brontë',
      emailAddress: 'zoe@example.org',
      emailMyResults: true,
      emailSubscriptionOptIn: false,
      brand: 'Acme',
    });
    await expectNoAxeViolations(check);
  });

  it('opts in only with both boxes ticked', async () => {
    await openResults();
    await send([0, 1]);
    await waitFor(() => active(check) === h2(check, 'Thank you'), 'focus on the thank-you heading');
    const [body] = await savedBodies();
    expect(body).to.include({ emailAddress: 'zoe@example.org', emailMyResults: true, emailSubscriptionOptIn: true });
  });

  it('without the consent to email sends nothing, and its message leads to that box', async () => {
    await openResults();
    await send([1]);
    await waitFor(() => active(check)?.getAttribute('role') === 'alert', 'focus on the error summary');
    const links = $$(check, '[role=alert] a').map((a) => a.textContent);
    expect(links).to.deep.equal([CONSENT_MISSING]);
    expect(boxes(check)[0].getAttribute('aria-invalid')).to.equal('true');
    expect(boxes(check)[1].hasAttribute('aria-invalid')).to.be.false;
    await expectNoAxeViolations(check);
    await press('Tab');
    await press('Enter');
    expect(active(check)).to.equal(boxes(check)[0]);
    expect(saveRequests(await apiState())).to.deep.equal([]);
  });
});
