// The first screen drawn before React (docs/decisions/0250-first-screen-before-react.md): it is
// there before React's chunk arrives, it is the markup React then renders of the same settings
// (compared with React's render alone), React's screen replaces it with nothing of it left, and
// what a person does to it meanwhile (real clicks and keys, React's chunk held back) takes effect
// once React is ready, once each and in order, with focus where they left it. If React's chunk
// does not come, the person is told and can try again. The host pages' own scripts at load are in
// first-screen-hosts.test.js.
import { expect } from '@esm-bundle/chai';
import { executeServerCommand } from '@web/test-runner-commands';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { resetCheckSession } from './check-helpers.js';
import { resetApi } from './fake-api.js';
import { heading, resetUrl, waitFor, whenReady } from './helpers.js';
import { clickLikeAPerson, engine, sendKeys } from './keys.js';
import { failReact, holdReact, openFrame, reactErrors, releaseReact, screenOf } from './first-screen-helpers.js';

const HOST_PAGE = '/test/browser/fixtures/first-screen-host.html';
const INPUT_PAGE = '/test/browser/fixtures/first-screen-input.html';

const inShadow = (element, selector, text) =>
  [...element.shadowRoot.querySelectorAll(selector)].find((node) => node.textContent.trim() === text);

/** The phone profile where the engine can give it: Chromium's CPU slowed 4x, as `npm run bench` does. */
const throttle = (rate) => (engine === 'chromium' ? executeServerCommand('cpu-throttle', { rate }) : undefined);

async function frameElement(frame, tag) {
  await waitFor(
    () => frame.contentDocument?.querySelector(tag)?.shadowRoot?.querySelector('.aa-h1'),
    `<${tag}>'s first screen`,
    10000,
  );
  return frame.contentDocument.querySelector(tag);
}

describe('the first screen drawn before React', function () {
  this.timeout(60000);
  beforeEach(() => sessionStorage.clear());
  afterEach(async () => {
    await releaseReact();
    await throttle(1);
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    resetUrl();
    resetCheckSession();
  });

  const LAYOUTS = [
    { narrow: false, attributes: {}, named: 'at 960 px' },
    { narrow: true, attributes: {}, named: 'in a 320 px box' },
    { narrow: false, attributes: { 'heading-level': '2' }, named: 'under a page\'s own h1 (heading-level="2")' },
  ];
  for (const tag of ['drinking-check', 'unit-calculator'])
    for (const { narrow, attributes, named } of LAYOUTS)
      it(`<${tag}> ${named}: drawn before React, then React's own render of it, nothing of it left`, async () => {
        const cases = JSON.stringify([{ attributes, action: 'none', narrow }]);
        const plainFrame = await openFrame(HOST_PAGE, { tag, plain: '', cases });
        await waitFor(() => plainFrame.contentWindow.__host.ready[0], 'the plain render', 20000);
        const plain = screenOf(plainFrame.contentWindow.__host.elements[0]);
        sessionStorage.clear();

        await holdReact();
        const frame = await openFrame(HOST_PAGE, { tag, moment: 'none', cases });
        const host = frame.contentWindow.__host;
        const element = await frameElement(frame, tag);
        const drawn = element.shadowRoot.firstElementChild;
        expect(screenOf(element), 'the drawn screen is the markup React renders').to.equal(plain);
        await releaseReact();
        await waitFor(() => host.ready[0], 'React ready', 20000);
        expect(element.shadowRoot.children, 'one screen').to.have.length(1);
        expect(element.shadowRoot.firstElementChild, "React's own, in place of the drawn one").to.not.equal(drawn);
        expect(drawn.isConnected, 'the drawn screen is gone').to.equal(false);
        expect(screenOf(element)).to.equal(plain);
        expect(reactErrors(host.errors)).to.deep.equal([]);
      });

  it('carries a choice and Begin made by a person before React arrived, once each', async () => {
    await throttle(4);
    await holdReact();
    const frame = await openFrame(INPUT_PAGE, { tag: 'drinking-check' });
    const check = await frameElement(frame, 'drinking-check');
    await clickLikeAPerson(inShadow(check, 'label', 'Someone I care about'));
    const begin = inShadow(check, 'button', 'Begin the Drinking Check');
    await clickLikeAPerson(begin);
    expect(begin.getAttribute('aria-busy'), 'the pressed button says it is busy').to.equal('true');
    expect(frame.contentWindow.__host.ready, 'React had not arrived').to.equal(false);
    await releaseReact();
    await waitFor(() => heading(check)?.textContent === 'How old are they?', 'the age question, worded for someone else', 20000);
    const starts = frame.contentWindow.__host.events.filter((event) => event.event === 'drinking_check_start');
    expect(starts, 'Begin pressed once, acted on once').to.have.length(1);
    expect(check.shadowRoot.querySelectorAll('.widget')).to.have.length(1);
    expect(reactErrors(frame.contentWindow.__host.errors)).to.deep.equal([]);
  });

  it("carries the calculator's first choice made before React arrived", async () => {
    await throttle(4);
    await holdReact();
    const frame = await openFrame(INPUT_PAGE, { tag: 'unit-calculator' });
    const calculator = await frameElement(frame, 'unit-calculator');
    await clickLikeAPerson(inShadow(calculator, 'button', 'Calculate weekly drinks'));
    await releaseReact();
    await waitFor(() => calculator.route === '/unit-and-calorie-calculator/days-of-week', 'the days of the week', 20000);
    expect(calculator.shadowRoot.querySelectorAll('.widget')).to.have.length(1);
  });

  it('keeps the focus a person moved there by Tab, and a section they opened, before React arrived', async () => {
    await throttle(4);
    await holdReact();
    const frame = await openFrame(INPUT_PAGE, { tag: 'drinking-check' });
    const check = await frameElement(frame, 'drinking-check');
    await clickLikeAPerson(inShadow(check, 'summary', 'About the Drinking Check'));
    frame.contentDocument.querySelector('a').focus();
    const drawnBegin = inShadow(check, 'button', 'Begin the Drinking Check');
    for (let presses = 0; check.shadowRoot.activeElement !== drawnBegin && presses < 6; presses += 1)
      await sendKeys({ press: 'Tab' });
    expect(check.shadowRoot.activeElement, 'Tab reached Begin on the drawn screen').to.equal(drawnBegin);
    await releaseReact();
    await waitFor(() => frame.contentWindow.__host.ready, 'React ready', 20000);
    const focused = check.shadowRoot.activeElement;
    expect(drawnBegin.isConnected).to.equal(false);
    expect(focused?.textContent, "focus on React's Begin").to.equal('Begin the Drinking Check');
    expect(focused.isConnected).to.equal(true);
    expect(check.shadowRoot.querySelector('details').open, 'the section stays open').to.equal(true);
  });

  it("says so, and offers a way on, when React's chunk does not come", async () => {
    await failReact();
    const frame = await openFrame(INPUT_PAGE, { tag: 'drinking-check' });
    const check = frame.contentDocument.querySelector('drinking-check');
    const alert = await waitFor(() => check?.shadowRoot?.querySelector('[role=alert]'), 'the notice', 20000);
    expect(alert.textContent).to.contain('This tool did not load');
    expect(check.shadowRoot.children, 'the notice alone, no dead screen').to.have.length(1);
    await releaseReact();
    await clickLikeAPerson(inShadow(check, 'button', 'Try again'));
    // WebKit fetches a failed module again; Chromium and Firefox keep the failure for the page's
    // life (docs/decisions/0202), so there the second notice offers to reload the page.
    const reload = await waitFor(
      () => frame.contentWindow.__host?.ready || inShadow(check, 'button', 'Reload the page'),
      'React, or the offer to reload',
      20000,
    );
    if (reload !== true) {
      const reloaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      await clickLikeAPerson(reload);
      await reloaded;
      await waitFor(() => frame.contentWindow.__host?.ready, 'React after the reload', 20000);
    }
    const widget = frame.contentDocument.querySelector('drinking-check');
    expect(heading(widget).textContent).to.equal('How does your drinking affect you?');
    expect(widget.shadowRoot.children).to.have.length(1);
  });

  /** An element as the page writes it, appended; with `plain`, React's render alone, nothing drawn first. */
  function appendWidget(tag, attributes, { plain = false } = {}) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    const noFirstScreen = Symbol.for('alcohol-awareness.no-first-screen');
    window[noFirstScreen] = plain;
    document.body.append(element);
    window[noFirstScreen] = false;
    return element;
  }

  it("a widget with web-login made once the sign-in code has loaded: one screen, React's own", async () => {
    const attributes = {
      routing: 'memory',
      'web-login': '',
      'b2c-client-id': '5ab1e0c1-0000-4000-8000-5ab1e0c10000',
      'b2c-tenant': 'contoso.onmicrosoft.com',
      'b2c-signin-policy': 'B2C_1_susi',
      'b2c-known-authority': 'login.example.org',
    };
    const signInShown = (element) => inShadow(element, 'button', 'Sign in');
    const first = appendWidget('drinking-check', attributes, { plain: true });
    const second = appendWidget('drinking-check', attributes);
    try {
      await waitFor(() => signInShown(first), 'the sign-in code, loaded for the first', 20000);
      const later = appendWidget('drinking-check', attributes);
      expect(later.shadowRoot.children, "drawn: the sign-in bar is not on the build's first screen").to.have.length(1);
      await whenReady(later);
      await waitFor(() => signInShown(later) && signInShown(second), 'the sign-in bar in each');
      for (const element of [second, later]) {
        expect(element.shadowRoot.children).to.have.length(1);
        expect(screenOf(element)).to.equal(screenOf(first));
      }
      later.remove();
    } finally {
      first.remove();
      second.remove();
    }
  });

  it('shows the copy the API gives, once React has it, on one screen', async () => {
    const { origin } = await resetApi([
      {
        path: '/content/v1/dictionary',
        mode: 'ok',
        body: [{ Key: 'dc.overview.title', Value: 'Is your drinking affecting you?' }],
      },
    ]);
    const element = appendWidget('drinking-check', { routing: 'memory', 'api-base': origin });
    try {
      expect(heading(element).textContent, 'drawn with the built-in copy').to.equal('How does your drinking affect you?');
      await waitFor(() => heading(element)?.textContent === 'Is your drinking affecting you?', "the API's copy");
      expect(element.shadowRoot.children).to.have.length(1);
    } finally {
      element.remove();
      await resetApi();
    }
  });

  for (const [tag, savedWork] of [
    ['drinking-check', 'aa:dc:check'],
    ['unit-calculator', 'aa:ucc:calculator'],
  ])
    it(`<${tag}> leaves a reload's restored work to React`, async () => {
      sessionStorage.setItem(savedWork, '{}');
      const element = document.createElement(tag);
      document.body.append(element);
      try {
        expect(element.shadowRoot.innerHTML).to.equal('');
      } finally {
        element.remove();
      }
    });

  it('leaves a link to another screen to React', async () => {
    window.location.hash = '#dc=/respondent-age';
    const element = document.createElement('drinking-check');
    document.body.append(element);
    try {
      expect(element.shadowRoot.innerHTML).to.equal('');
      await waitFor(() => element.route !== '/overview' && heading(element), 'React on the linked screen');
    } finally {
      element.remove();
    }
  });
});
