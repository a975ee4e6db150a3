// Issue 14, findings 3 and 4: a Drinking Check in an app (an iframe whose parent is this test
// page, the allowed parent-origin) with the app's token, saving to the fake API.
import { expect } from '@esm-bundle/chai';
import { focusToType, sendKeys } from './keys.js';
import { apiState, resetApi, saveRequests } from './fake-api.js';
import { holdsFor, openPage, waitFor } from './helpers.js';

const b64 = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (claims) => `${b64({ alg: 'none' })}.${b64({ name: 'Ann Smith', ...claims })}.sig`;
const yearsAgo = (years) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years, date.getMonth(), date.getDate() - 1);
  return date.toISOString().slice(0, 10);
};
const ADULT = { extension_DateOfBirth: '1990-01-01', extension_Sex: 'Female' };
const QUESTION_ONE = 'How often do you have a drink containing alcohol?';

/** The save requests the fake API has seen, once there is one. */
const saveSeen = () =>
  waitFor(async () => {
    const saves = saveRequests(await apiState());
    return saves.length > 0 && saves;
  }, 'a save request');

describe('a token from the app', () => {
  let frame;
  let win;
  let fromWidget;
  // The app's frame, from before it has loaded: Firefox may hear from the widget before the frame's load event.
  const appFrame = () => frame ?? document.querySelector('iframe');
  const onMessage = (event) => {
    if (event.source === appFrame()?.contentWindow) fromWidget.push({ ...event.data, at: Date.now() });
  };
  const check = () => win.document.querySelector('drinking-check');
  const h1 = () => check()?.shadowRoot?.querySelector('h1')?.textContent.trim();
  const send = (data) => win.postMessage(data, '*');
  const clickText = (text) =>
    [...check().shadowRoot.querySelectorAll('button, label')].find((el) => el.textContent.trim() === text).click();
  const chooseAndNext = async (label) => {
    clickText(label);
    await waitFor(
      () => !check().shadowRoot.querySelector('.dc-actions button:last-child, button[type=submit]')?.disabled,
      'Next',
    );
    clickText('Next');
  };
  /** Questions one to three: monthly or less, 1-2 units, never: the early exit and the save. */
  const answerToTheSave = async () => {
    for (const [title, label] of [
      [QUESTION_ONE, 'Monthly or less'],
      ['How many units of alcohol do you drink on a typical day when you are drinking?', '1 to 2'],
      // Question three names the binge line of the sex the token or the person gave, or both.
      [/^How often do you have [68] or more units( if female, or 8 or more if male,)? on a single occasion\?$/, 'Never'],
    ]) {
      await waitFor(() => (typeof title === 'string' ? h1() === title : title.test(h1() ?? '')), String(title));
      await chooseAndNext(label);
    }
    await waitFor(() => h1() === 'Your Drinking Check result', 'the result');
  };

  async function open(query = '') {
    const { origin } = await resetApi();
    frame = await openPage(`/test/browser/fixtures/embedded-check.html?api=${encodeURIComponent(origin)}${query}`);
    win = frame.contentWindow;
    win.sessionStorage.clear();
    await waitFor(() => h1() === 'Are you drinking too much?', 'the welcome');
  }

  beforeEach(() => {
    fromWidget = [];
    window.addEventListener('message', onMessage);
  });
  afterEach(async () => {
    window.removeEventListener('message', onMessage);
    frame?.remove();
    frame = undefined;
    sessionStorage.clear();
    await resetApi();
  });

  // Finding 3: a token whose age was 11 skipped the about-you steps and the stop, and was saved.
  it('with an age of 11 stops at the age step with the under-18 warning, and saves nothing', async () => {
    await open();
    send({ access_token: token({ extension_DateOfBirth: yearsAgo(11), extension_Sex: 'Male' }) });
    await waitFor(() => h1() === 'How old are you?', 'the age step');
    const warning = check().shadowRoot.querySelector('[role=alert]');
    expect(warning?.textContent).to.contain('Important');
    expect(check().shadowRoot.querySelector('input').value).to.equal('11');
    clickText('Confirm');
    // That nothing follows the click: a step on changes the route as the click is handled.
    await holdsFor(() => check().route === '/respondent-age', 'no way on', 200);
    expect(saveRequests(await apiState())).to.deep.equal([]);
  });

  // Finding 3: a token without date of birth or sex gave a result, and nothing was saved or said.
  it('without date of birth or sex asks them in the about-you steps, then saves with the answers and the token', async () => {
    await open();
    const signedIn = token({});
    send({ access_token: signedIn });
    await waitFor(() => h1() === 'How old are you?', 'the age step');
    // The step puts focus on its heading once it shows; typing starts after that.
    await waitFor(() => check().shadowRoot.activeElement?.localName === 'h1', 'focus on the heading');
    const age = check().shadowRoot.querySelector('input');
    await focusToType(age);
    await sendKeys({ type: '44' });
    // The keys go through the browser's input queue; the click below is a script's, so it waits for them.
    await waitFor(() => age.isConnected && age.value === '44', 'the age typed');
    clickText('Confirm');
    await waitFor(() => h1() === 'What sex were you registered at birth?', 'the sex step');
    await chooseAndNext('Male');
    await waitFor(() => h1()?.startsWith('Is the gender'), 'identity');
    await chooseAndNext('Yes');
    await waitFor(() => h1()?.startsWith('Have you had'), 'assessment');
    await chooseAndNext('No');
    await answerToTheSave();
    await waitFor(() => win.saveEvents.length > 0, 'the save');
    const state = await apiState();
    expect(win.saveEvents).to.deep.equal(['stored']);
    expect(JSON.parse(state.saves[0].body)).to.include({ age: 44, sex: 0 });
    expect(saveRequests(state)[0].bearer).to.equal(`Bearer ${signedIn}`);
  });

  it('logs once why a result that cannot be saved is not saved, and still shows it', async () => {
    win = undefined;
    const { origin } = await resetApi();
    sessionStorage.setItem('aa:dc-app:check', JSON.stringify({ answers: {}, profile: { hereFor: 'Myself' }, hasResults: false }));
    frame = await openPage(
      `/test/browser/fixtures/embedded-check.html?api=${encodeURIComponent(origin)}#dc-app=/drinking-check/question-one`,
    );
    win = frame.contentWindow;
    await answerToTheSave();
    const reasons = () => win.recorded.warnings.filter((w) => w.includes('not saved'));
    await waitFor(() => reasons().length > 0, 'the reason logged');
    expect(reasons()).to.deep.equal(['<drinking-check>: the result is shown but not saved: no sex, no age.']);
    // That no save follows: one would leave as the result shows, and reach the API within a moment.
    await holdsFor(async () => saveRequests(await apiState()).length === 0, 'no save sent', 200);
  });

  // Finding 4: a malformed token after a valid one showed signed out but kept sending the first.
  it('clears the token when a malformed one follows: signed out, and the save carries no token', async () => {
    await open();
    send({ access_token: token(ADULT) });
    await waitFor(() => h1() === QUESTION_ONE, 'question one');
    send({ access_token: 'not-a-token-at-all' });
    await waitFor(() => win.signInChanges.length === 2, 'signed out');
    expect(win.signInChanges.map((c) => c.signedIn)).to.deep.equal([true, false]);
    await answerToTheSave();
    expect((await saveSeen()).map((r) => r.bearer)).to.deep.equal([null]);
    // Acknowledged before the frame goes, so that its last hand-over sends nothing into the next test.
    await waitFor(() => win.saveEvents.length > 0, 'the save acknowledged');
  });

  // Finding 4: no message let the app sign the person out.
  it('signs out on the documented { type: "signOut" } message', async () => {
    await open();
    send({ access_token: token(ADULT) });
    await waitFor(() => h1() === QUESTION_ONE, 'question one');
    send({ type: 'signOut' });
    await waitFor(() => win.signInChanges.length === 2, 'signed out');
    expect(win.signInChanges.map((c) => c.signedIn)).to.deep.equal([true, false]);
    await answerToTheSave();
    expect((await saveSeen()).map((r) => r.bearer)).to.deep.equal([null]);
    // Acknowledged before the frame goes, so that its last hand-over sends nothing into the next test.
    await waitFor(() => win.saveEvents.length > 0, 'the save acknowledged');
  });

  // Issue 17: 'Attempting AutoLogin...' was replaced in the same tick, and 'Waiting for login...'
  // never showed embedded (docs/decisions/0172-waiting-messages.md: the words a person sees).
  it('with auto_login=true says it is getting ready for the whole attempt, asks the app once, and goes on with its token', async () => {
    const status = () => check().shadowRoot.querySelector('.dc-waiting').textContent;
    await open('&auto_login=true');
    expect(status()).to.equal('Signing you in through the app... You can start now.');
    await waitFor(() => fromWidget.some((m) => m.type === 'requestToken'), 'the request for a token');
    // That the words stay while the app has not answered: they changed in the same tick before (issue 17).
    await holdsFor(
      () => status() === 'Signing you in through the app... You can start now.',
      'still attempting after the request',
      300,
    );
    expect(fromWidget.filter((m) => m.type === 'requestToken').map((m) => m.detail?.reason)).to.deep.equal(['signIn']);
    // The app hears ready first in every engine (WebKit asked for the token before it said ready).
    const order = fromWidget.map((m) => m.type);
    expect(order[0], `the first message (${order.join(', ')})`).to.equal('ready');
    expect(order.indexOf('requestToken')).to.be.above(order.indexOf('ready'));
    send({ access_token: token(ADULT) });
    await waitFor(() => h1() === QUESTION_ONE, 'question one, signed in');
  });

  it('without auto_login says it is checking the sign-in while it waits for the app, and asks nothing', async () => {
    await open();
    expect(check().shadowRoot.querySelector('.dc-waiting').textContent).to.equal(
      'Checking whether you are signed in... You can start now.',
    );
    // That nothing is asked: with auto_login the request leaves as the widget starts (the test above).
    await holdsFor(() => !fromWidget.some((m) => m.type === 'requestToken'), 'no request for a token', 300);
  });

  // Finding 4: an expired token still showed signed in, and nothing refreshed a token.
  it('asks the app for a new token before expiry, every 3 s, and shows signed out when it expires', async function () {
    this.timeout(20000);
    await open();
    // 8 s: room for two asks 3 s apart even when a busy machine holds the first one back.
    const expiresAt = Date.now() + 8000;
    send({ access_token: token({ ...ADULT, exp: Math.floor(expiresAt / 1000) }) });
    await waitFor(() => win.signInChanges.length === 1, 'signed in');
    await waitFor(() => win.signInChanges.length === 2, 'signed out at expiry', 11000);
    const signedOutAt = win.signInChanges[1].at;
    expect(win.signInChanges.map((c) => c.signedIn)).to.deep.equal([true, false]);
    const expirySecond = Math.floor(expiresAt / 1000) * 1000;
    expect(signedOutAt, 'signed out in the last second').to.be.within(expirySecond - 1300, expirySecond);
    const asks = fromWidget.filter((m) => m.type === 'requestToken' && m.detail?.reason === 'refresh');
    expect(asks.length, 'asked at once (inside the 2-minute window), then every 3 s').to.be.at.least(2);
    expect(asks[1].at - asks[0].at).to.be.within(2700, 3500);
  });

  it('never shows signed in with a token that has already expired', async () => {
    await open();
    send({ access_token: token({ ...ADULT, exp: Math.floor(Date.now() / 1000) - 60 }) });
    // That the token changes nothing: a message is handled a task after it is posted.
    await holdsFor(() => win.signInChanges.length === 0, 'never signed in', 300);
    expect(h1()).to.equal('Are you drinking too much?');
  });
});
