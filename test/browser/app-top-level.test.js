// Issue 34: a Drinking Check that is an app's WebView's whole page, at the top level, never heard
// the app: the person waited 15 s, was asked their age, sex and gender again, and was saved as
// signed out. Here this test page is the WebView's page, and each bridge stands in for its app
// as the platform delivers (app-bridges.js), answering as the guide's snippets do. WebKit is
// iOS's engine, Chromium Android's (docs/decisions/0260-the-page-an-app-loads.md).
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import { BRIDGES, installApp } from './app-bridges.js';
import { badgeText, headingText, resetCheckSession } from './check-helpers.js';
import { apiState, resetApi, saveRequests } from './fake-api.js';
import { captureWarnings, mount, resetUrl, waitFor } from './helpers.js';
import { engine, focusToType, sendKeys } from './keys.js';

const b64 = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (claims) => `${b64({ alg: 'none' })}.${b64({ name: 'Ann Smith', ...claims })}.sig`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const ADULT = { extension_DateOfBirth: '1990-01-01', extension_Sex: 'Female' };
const QUESTION_ONE = 'How often do you have a drink containing alcohol?';
const RESULT = 'Your Drinking Check result';
const NOT_SIGNED_IN = 'You are not signed in. You can still do the check.';

/** The engines of iOS's and Android's WebViews: WebKit and Chromium (Firefox is no app's WebView). */
const inAppEngines = engine === 'firefox' ? () => undefined : describe;

const $$ = (widget, selector) => [...widget.shadowRoot.querySelectorAll(selector)];
const byText = (widget, selector, text) => $$(widget, selector).find((el) => el.textContent.trim() === text);
const status = (widget) => widget.shadowRoot.querySelector('.dc-waiting')?.textContent;

/** Chooses an answer (by its label; the last, the highest score, by default) and goes on. */
async function answerLast(check, label) {
  const title = headingText(check);
  (label ? byText(check, 'fieldset label', label) : $$(check, 'fieldset label').at(-1)).click();
  const next = byText(check, 'button', 'Next');
  await waitFor(() => !next.disabled, 'Next');
  next.click();
  await waitFor(() => headingText(check) !== title, `the step after "${title}"`);
}

/** The page's address with auto_login=true, as an app loads it for a signed-in person. */
function withAutoLogin() {
  const before = location.href;
  const url = new URL(location.href);
  url.searchParams.set('auto_login', 'true');
  history.replaceState(null, '', url.href);
  return () => history.replaceState(null, '', before);
}

inAppEngines("a Drinking Check that is the whole page of an app's WebView (WebKit and Chromium)", () => {
  let holder;
  let app;
  let warnings;
  let restoreUrl;
  let signInChanges;

  async function start(kind, { autoLogin = true, appToken } = {}) {
    // Signed in, the results ask the users service whether the person takes the newsletter.
    const { origin } = await resetApi([{ path: '/users/v1/subscribe/status', body: { status: 'ContactNotFound' } }]);
    app = await installApp(kind);
    app.token = appToken;
    if (autoLogin) restoreUrl = withAutoLogin();
    const html = `<drinking-check embedded loader-duration="0" api-base="${origin}" parent-origin="https://app.test"></drinking-check>`;
    const { holder: h, widgets } = await mount(html);
    holder = h;
    return widgets[0];
  }

  const onSignInChange = (event) => signInChanges.push(event.detail.signedIn);
  beforeEach(() => {
    signInChanges = [];
    resetUrl();
    resetCheckSession();
    warnings = captureWarnings();
    document.addEventListener('dc-sign-in-change', onSignInChange);
  });
  afterEach(async () => {
    document.removeEventListener('dc-sign-in-change', onSignInChange);
    holder?.remove();
    holder = undefined;
    app?.remove();
    restoreUrl?.();
    restoreUrl = undefined;
    warnings.restore();
    resetCheckSession();
    resetUrl();
    await resetApi();
  });

  for (const [name, kind] of Object.entries(BRIDGES).filter(
    ([, kind]) => !['reactNativeIos', 'androidInterface'].includes(kind),
  )) {
    it(`${name}: signed in at once from the app's token, saved with it, support at the highest level, and signed out by the app`, async () => {
      const appToken = token({ ...ADULT, exp: inAnHour() });
      const check = await start(kind, { appToken });
      const asked = await waitFor(() => app.received.find((m) => m.type === 'requestToken'), 'the request for a token');
      const askedAt = performance.now();
      // Straight to question one: no 15 s wait, and no age, sex or gender asked (the token has them).
      await waitFor(() => headingText(check) === QUESTION_ONE, 'question one, signed in');
      expect(performance.now() - askedAt, 'ms from the request to question one').to.be.below(3000);
      expect(asked.detail).to.deep.equal({ reason: 'signIn' });
      expect(signInChanges).to.deep.equal([true]);
      for (let question = 1; question <= 10; question += 1) await answerLast(check);

      // The app's ending at the highest level: the score, Drinkline to tap and call, the GP.
      await waitFor(() => headingText(check) === RESULT, 'the result in place');
      expect(badgeText(check)).to.equal('Possible dependence');
      expect(check.shadowRoot.querySelector('.dc-result__score').textContent).to.equal('Score: 40 out of 40');
      const call = $$(check, 'a[href^="tel:"]')[0];
      expect(call?.getAttribute('href')).to.equal('tel:03001231110');
      expect(byText(check, 'h2', 'Get support now')).to.exist;

      // Saved with the app's token, and with the age and sex the token gives.
      await waitFor(() => app.received.some((m) => m.type === 'save'), 'the save told to the app');
      const [save] = saveRequests(await apiState());
      expect(save.bearer).to.equal(`Bearer ${appToken}`);
      const body = JSON.parse((await apiState()).saves[0].body);
      expect(body.sex, 'female, from the token').to.equal(1);
      expect(body.age, 'from the date of birth in the token').to.equal(new Date().getFullYear() - 1990);

      // A link that leaves the widget is the app's to open; the WebView stays on the page.
      byText(check, 'button', 'See your full results and advice').click();
      await waitFor(() => $$(check, '.dc-results a[href^="https:"]').length > 0, 'the full results and their links');
      const link = $$(check, '.dc-results a[href^="https:"]')[0];
      const page = location.href;
      link.click();
      await waitFor(() => app.opened.length > 0, 'the app opening the link');
      expect(app.opened).to.deep.equal([link.href]);
      expect(location.href).to.equal(page);

      app.signOut();
      await waitFor(() => signInChanges.length === 2, 'signed out by the app');
      await waitFor(() => app.received.at(-1).type === 'sign-in-change', 'the sign-out told to the app');

      // Every message the app got, in order: ours, each with its detail, and ready first.
      expect(app.received.every((m) => m.source === 'alcohol-awareness' && m.widget === 'dc')).to.equal(true);
      const types = app.received.map((m) => m.type);
      expect(types.filter((type) => type !== 'route-change')).to.deep.equal([
        'ready',
        'requestToken',
        'sign-in-change',
        'result',
        'save',
        'openLink',
        'sign-in-change',
      ]);
      expect(app.received[0].detail).to.deep.equal({ widget: 'drinking-check', path: '/drinking-check' });
      const paths = app.received.filter((m) => m.type === 'route-change').map((m) => m.detail.path);
      expect(paths.slice(0, 2), `the routes (${paths.join(', ')})`).to.deep.equal([
        '/drinking-check',
        '/drinking-check/question-one',
      ]);
      expect(
        paths.filter((path) => /respondent|sex|gender|assessment/.test(path)),
        'no about-you step',
      ).to.deep.equal([]);
      expect(app.received.filter((m) => m.type === 'sign-in-change').map((m) => m.detail)).to.deep.equal([
        { signedIn: true },
        { signedIn: false },
      ]);
      expect(app.received.find((m) => m.type === 'result').detail).to.deep.equal({ riskLevel: 'possibleDependence', score: 40 });
      expect(app.received.find((m) => m.type === 'save').detail).to.deep.equal({ status: 'stored' });
      expect(app.received.find((m) => m.type === 'openLink').detail).to.deep.equal({ url: link.href });
      // Native code got JSON text on every bridge, never an object, and never the token.
      expect(app.bodies.every((body) => typeof body === 'string' && !body.includes(appToken))).to.equal(true);
      expect(warnings.warnings).to.deep.equal([]);
    });
  }

  for (const [name, kind] of Object.entries(BRIDGES).filter(([, kind]) =>
    ['reactNativeIos', 'androidInterface'].includes(kind),
  )) {
    it(`${name}: the token signs the person in at once, and the app's sign-out signs them out`, async () => {
      const check = await start(kind, { appToken: token({ ...ADULT, exp: inAnHour() }) });
      await waitFor(() => headingText(check) === QUESTION_ONE, 'question one, signed in');
      app.signOut();
      await waitFor(() => signInChanges.length === 2, 'signed out');
      expect(signInChanges).to.deep.equal([true, false]);
      const types = app.received.map((m) => m.type);
      expect(types[0]).to.equal('ready');
      expect(types.filter((type) => type === 'requestToken')).to.have.length(1);
    });
  }

  it('the calculator at the top of the WebView: the app hears it, and it has no sign-in to take a token', async () => {
    await import('/dist/esm/unit-calculator.js');
    app = await installApp('androidInterface');
    let widgets;
    ({ holder, widgets } = await mount('<unit-calculator embedded></unit-calculator>'));
    await waitFor(() => app.received.length > 0, 'ready told to the app');
    expect(app.received[0]).to.deep.equal({
      source: 'alcohol-awareness',
      widget: 'ucc',
      type: 'ready',
      detail: { widget: 'unit-calculator', path: widgets[0].route },
    });
    expect(widgets[0].appSignIn).to.equal(undefined);
    expect(app.received.some((m) => m.type === 'requestToken')).to.equal(false);
  });

  it('a token that cannot be read, then one that has expired: signed out at once and told so, the token never logged', async () => {
    const bad = 'not-a-token-at-all';
    const check = await start('reactNativeAndroid', { appToken: bad });
    await waitFor(() => status(check) === NOT_SIGNED_IN, 'the start screen saying so');
    const expired = token({ ...ADULT, exp: Math.floor(Date.now() / 1000) - 60 });
    app.send(JSON.stringify({ access_token: expired }));
    await waitFor(() => warnings.warnings.some((w) => w.includes('has expired')), 'the expired token refused');
    expect(status(check)).to.equal(NOT_SIGNED_IN);
    expect(headingText(check)).to.equal('Are you drinking too much?');
    expect(signInChanges).to.deep.equal([]);
    expect(warnings.warnings.join(' ')).to.not.contain(bad).and.not.contain(expired);
  });

  it('no token at all, from an app that never answers: the person starts at once, finishes, and is saved without one', async () => {
    const check = await start('ios', { appToken: undefined });
    app.silent = true;
    expect(status(check)).to.equal('Signing you in through the app... You can start now.');
    byText(check, 'button', 'Start the check').click();
    await waitFor(() => headingText(check) === 'How old are you?', 'the age step');
    await waitFor(() => check.shadowRoot.activeElement?.localName === 'h1', 'focus on the heading');
    const age = check.shadowRoot.querySelector('input');
    await focusToType(age);
    await sendKeys({ type: '44' });
    await waitFor(() => age.value === '44', 'the age typed');
    byText(check, 'button', 'Confirm').click();
    await waitFor(() => headingText(check) === 'What sex were you registered at birth?', 'the sex step');
    for (let step = 0; step < 3; step += 1) await answerLast(check); // sex, gender identity, an assessment before
    expect(headingText(check)).to.equal(QUESTION_ONE);
    // Monthly or less, 1 to 2 units, never six or more: AUDIT-C 1, the early exit.
    for (const label of ['Monthly or less', '1 to 2', 'Never']) await answerLast(check, label);
    await waitFor(() => headingText(check) === RESULT, 'the result');
    await waitFor(async () => saveRequests(await apiState()).length > 0, 'the save');
    expect(saveRequests(await apiState()).map((r) => r.bearer)).to.deep.equal([null]);
    expect(signInChanges).to.deep.equal([]);
  });
});

// Issue 34, item 2: what the top of the page trusts (docs/decisions/0261-what-the-top-of-the-page-trusts.md).
inAppEngines("the top of an app's WebView page trusts only its app (WebKit and Chromium)", () => {
  const TOKEN = token({ ...ADULT, exp: inAnHour() });
  const MESSAGE = JSON.stringify({ access_token: TOKEN });
  let holder;
  let app;
  let warnings;
  let signedIn;
  const onSignInChange = (event) => signedIn.push(event.detail.signedIn);

  beforeEach(async () => {
    resetUrl();
    resetCheckSession();
    signedIn = [];
    warnings = captureWarnings();
    document.addEventListener('dc-sign-in-change', onSignInChange);
    app = await installApp('reactNativeAndroid');
    app.silent = true;
  });
  afterEach(() => {
    document.removeEventListener('dc-sign-in-change', onSignInChange);
    holder?.remove();
    holder = undefined;
    app.remove();
    warnings.restore();
    resetCheckSession();
    resetUrl();
  });

  /** A frame on the page, same-origin or (sandboxed) not, that runs `script` and then says it is done. */
  async function frameRuns(script, { sandboxed = false } = {}) {
    const frame = document.createElement('iframe');
    if (sandboxed) frame.setAttribute('sandbox', 'allow-scripts');
    frame.srcdoc = `<script>${script};parent.postMessage({ done: true }, '*')<\/script>`;
    const done = new Promise((resolve) => {
      const seen = (event) =>
        event.source === frame.contentWindow && event.data?.done && resolve(window.removeEventListener('message', seen));
      window.addEventListener('message', seen);
    });
    document.body.append(frame);
    await done;
    frame.remove();
  }

  /** The widget as an app sees it start: mounted, and listening once it has told the app `ready`. */
  async function mountListening() {
    ({ holder } = await mount('<drinking-check embedded loader-duration="0"></drinking-check>'));
    await waitFor(() => app.received.some((m) => m.type === 'ready'), 'ready told to the app');
  }

  it('ignores a frame, same-origin or not, and the page posting to itself; the app still signs the person in', async () => {
    await mountListening();
    const text = JSON.stringify(MESSAGE);
    // A frame of this site posts, and dispatches an event it made on the page; another site's frame posts.
    await frameRuns(
      `parent.postMessage({ access_token: ${JSON.stringify(TOKEN)} }, '*'); parent.postMessage(${text}, '*');` +
        `parent.document.dispatchEvent(new MessageEvent('message', { data: ${text} }));` +
        `parent.dispatchEvent(new MessageEvent('message', { data: ${text} }))`,
    );
    await frameRuns(`parent.postMessage(${text}, '*')`, { sandboxed: true });
    // The page posting to itself: a message a window sent, as a script echoing a frame's message would.
    await new Promise((resolve) => {
      window.addEventListener('message', (event) => event.data === 'last' && resolve(), { once: false });
      window.postMessage(MESSAGE, '*');
      window.postMessage('last', '*');
    });
    expect(signedIn, 'no one signed in').to.deep.equal([]);
    const ignored = warnings.warnings.filter((w) => w.includes('ignored a message'));
    expect(ignored.length, ignored.join('\n')).to.equal(2);
    expect(ignored.join(' ')).to.contain('a window sent').and.contain("another window's script").and.not.contain(TOKEN);

    app.send(MESSAGE);
    await waitFor(() => signedIn.length > 0, 'signed in by the app');
    expect(signedIn).to.deep.equal([true]);
  });

  // Issue 37, for messages: a length limit checked before parsing, and no message task over 50 ms.
  it('refuses a message too long to read, unread, and reads the longest token, each in under 50 ms', async () => {
    await mountListening();
    // The widget's own work for a message: the dispatch runs its listener at once. The least of
    // three, as other work on a loaded machine can only add to a measure.
    const timed = (...messages) =>
      Math.min(
        ...messages.map((data) => {
          const start = performance.now();
          document.dispatchEvent(new MessageEvent('message', { data }));
          return performance.now() - start;
        }),
      );
    const huge = `{"access_token":"${'x'.repeat(10_000_000)}"}`;
    const refused = timed(huge, huge, huge);
    expect(warnings.warnings.some((w) => w.includes('longer than 21000 characters, unread'))).to.equal(true);
    const bare = token({ ...ADULT, exp: inAnHour(), padding: '' });
    const longest = (n) => token({ ...ADULT, exp: inAnHour() + n, padding: 'p'.repeat(((20_000 - bare.length) * 3) / 4) });
    expect(longest(0).length).to.be.within(19_900, 20_000);
    // Each a new token: signed in with it, replacing the one before.
    const read = timed(...[1, 2, 3].map((n) => JSON.stringify({ access_token: longest(n) })));
    console.log(`app messages: 10 MB refused in ${refused.toFixed(1)} ms, the longest token read in ${read.toFixed(1)} ms`);
    expect(refused, 'ms for 10 MB').to.be.below(50);
    expect(read, 'ms for the longest token').to.be.below(50);
    await waitFor(() => signedIn.length > 0, 'signed in');
  });

  it('ignores the window that opened the page, and hears the app in it', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'Open';
    let popup;
    opener.addEventListener('click', () => (popup = window.open('/test/browser/fixtures/app-page.html', 'app-page', 'popup')));
    document.body.append(opener);
    opener.focus();
    await sendKeys({ press: 'Enter' }); // a popup needs a person's gesture in WebKit
    opener.remove();
    try {
      await waitFor(() => popup?.received?.some((m) => m.type === 'ready'), 'the opened page ready');
      expect(popup.opener).to.equal(window);
      const last = new Promise((resolve) => popup.addEventListener('message', (event) => event.data === 'last' && resolve()));
      popup.postMessage({ access_token: TOKEN }, '*');
      popup.postMessage(MESSAGE, '*');
      popup.document.dispatchEvent(new MessageEvent('message', { data: MESSAGE }));
      popup.postMessage('last', '*');
      await last;
      expect(popup.signInChanges).to.deep.equal([]);
      const ignored = popup.recorded.warnings.filter((w) => w.includes('ignored a message'));
      expect(ignored.join(' ')).to.contain('a window sent').and.contain("another window's script").and.not.contain(TOKEN);
      // What the app delivers there, in the page's own realm, signs the person in.
      popup.document.dispatchEvent(new popup.MessageEvent('message', { data: MESSAGE }));
      await waitFor(() => popup.signInChanges.length > 0, 'signed in by its app');
    } finally {
      popup?.close();
    }
  });
});
