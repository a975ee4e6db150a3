import { expect } from '@esm-bundle/chai';
import { BINGE_TITLES, chooseAndNext, QUESTION_TITLES, RESULTS_HEADING } from './journeys.js';
import { demoAddresses, DemoPage, waitForDatabase } from './remote.js';

const CHECK = 'drinking-check';
const WELCOME = 'Are you drinking too much?';
const WAITING = 'Signing you in through the app... You can start now.';
/** The test token of demo/webview-parent.js: born 1990-05-17, female. */
const BIRTH = { year: 1990, month: 5, day: 17 };

function ageToday() {
  const now = new Date();
  const hadBirthday = now.getMonth() + 1 > BIRTH.month || (now.getMonth() + 1 === BIRTH.month && now.getDate() >= BIRTH.day);
  return now.getFullYear() - BIRTH.year - (hadBirthday ? 0 : 1);
}

/** What the person sees in the app's frame: the heading and whether the widget says it waits. */
const frameView = (frame) => frame.run((t) => ({ heading: headingIn(t), text: textIn(t) }), CHECK);

async function sendToken(page) {
  await page.tabTo(null, 'Send test token');
  await page.press('Enter');
  await page.waitFor('the token sent', () => document.getElementById('status').textContent.startsWith('Token posted'));
}

/** The app page's list of messages from the widget. */
const appMessages = (page) => page.run(() => [...document.querySelectorAll('#messages li')].map((li) => li.textContent));

describe('e2e: the WebView simulation, a token from the app', () => {
  let page;
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  it('ignores a token posted from an origin the widget does not trust: it keeps waiting', async () => {
    page = await DemoPage.open(`/demo/webview.html?trusted-origin=${encodeURIComponent('https://app.example.org')}`);
    const frame = page.inFrame('webview-frame.html');
    await frame.waitFor('the waiting welcome', (t, h) => headingIn(t) === h, [CHECK, WELCOME]);
    // The widget's console says when it has had the message and ignored it.
    await frame.run(() => {
      const warned = (window.e2eWarnings = []);
      const warn = console.warn;
      console.warn = (...args) => {
        warned.push(args.join(' '));
        warn.apply(console, args);
      };
    });
    await sendToken(page);
    await frame.waitFor('the message ignored', () =>
      window.e2eWarnings.some((w) => w.includes('ignored a message from an origin not in parent-origin')),
    );
    const view = await frameView(frame);
    expect(view.heading).to.equal(WELCOME);
    expect(view.text).to.contain(WAITING);
    expect(await appMessages(page), 'the widget talks only to the origin it trusts').to.deep.equal([]);
    expect((await page.errors()).pageErrors).to.deep.equal([]);
  });

  it('fills the profile from a token posted by the trusted app: the questions about you are skipped and the save carries it', async () => {
    const { otherPagesOrigin } = await demoAddresses();
    page = await DemoPage.open('/demo/webview.html');
    const frame = page.inFrame('webview-frame.html');
    await frame.waitFor('the waiting welcome', (t, h) => headingIn(t) === h, [CHECK, WELCOME]);
    expect((await frameView(frame)).text).to.contain(WAITING);
    await page.waitFor('the request for a token', () => document.getElementById('messages').textContent.includes('requestToken'));
    const since = Date.now();
    await sendToken(page);

    // Signed in, the widget goes straight to question one: no age, sex or identity steps.
    await frame.waitFor('question one', (t, h) => headingIn(t) === h, [CHECK, QUESTION_TITLES[0]]);
    // The token says female: question three names the binge line for women.
    const titles = [QUESTION_TITLES[0], QUESTION_TITLES[1], BINGE_TITLES.female];
    for (const [i, index] of [1, 0, 0].entries()) {
      await frame.waitFor(`question ${i + 1}`, (t, h) => headingIn(t) === h, [CHECK, titles[i]]);
      await chooseAndNext(frame, CHECK, index);
    }
    await frame.waitFor('the result in place', (t, h) => headingIn(t) === h, [CHECK, RESULTS_HEADING]);
    expect(await frame.run((t) => levelShown(t), CHECK)).to.equal('Low risk');

    // The save crossed from the widget's origin with the app's ClientID and the bearer token,
    // and holds the profile the token gave.
    const { assessments, requests } = await waitForDatabase('the signed-in save', (db) =>
      db.requests.some((r) => r.path === '/tools/v1/selfassessment' && r.status === 200 && r.at >= since),
    );
    const save = requests.find((r) => r.path === '/tools/v1/selfassessment' && r.status === 200 && r.at >= since);
    expect(save).to.include({ origin: otherPagesOrigin, clientId: 'demo-app', bearer: true });
    expect(assessments.at(-1)).to.include({
      signedIn: true,
      clientId: 'demo-app',
      age: ageToday(),
      sex: 1,
      total: 1,
      riskLevel: 'Low',
    });
    // The app hears the save once the API has answered it, which may come after the result.
    await page.waitFor('the save told to the app', () =>
      [...document.querySelectorAll('#messages li')].some((li) => li.textContent === 'save: {"status":"stored"}'),
    );
    const messages = await appMessages(page);
    expect(messages).to.include('sign-in-change: {"signedIn":true}');
    expect(messages).to.include('result: {"riskLevel":"low","score":1}');
    expect(messages, 'the save reached the API').to.include('save: {"status":"stored"}');
    expect((await page.errors()).pageErrors).to.deep.equal([]);
  });
});
