// Issue 34, item 4: the demo page an app loads (demo/app.html), the widget at the top of the
// WebView with the app's side simulated for each way apps are built: iOS's in WebKit, React
// Native's and Android's in Chromium (Android's WebView engine; React Native runs on both).
import { expect } from '@esm-bundle/chai';
import { QUESTION_TITLES } from './journeys.js';
import { DemoPage } from './remote.js';

const CHECK = 'drinking-check';
const engine = /firefox/i.test(navigator.userAgent)
  ? 'firefox'
  : /chrome|chromium/i.test(navigator.userAgent)
    ? 'chromium'
    : 'webkit';
const inAppEngines = engine === 'firefox' ? () => undefined : describe;
/** Each bridge once, in the engine of its platform: the browser tests run every bridge in both. */
const BRIDGES = { chromium: ['react-native', 'android'], webkit: ['ios'] };

/** The app's list of the messages it received. */
const appMessages = (page) => page.run(() => [...document.querySelectorAll('#messages li')].map((li) => li.textContent));

inAppEngines("e2e: the page an app loads, with the app's side simulated (iOS's in WebKit, the others in Chromium)", () => {
  let page;
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  for (const bridge of BRIDGES[engine] ?? []) {
    it(`${bridge}: the app answers the widget's request with its token, and signs the person out`, async () => {
      page = await DemoPage.open(`/demo/app.html?bridge=${bridge}&auto_login=true`);
      // Signed in by the app's answer: straight to question one, no questions about you.
      await page.waitFor('question one', (t, h) => headingIn(t) === h, [CHECK, QUESTION_TITLES[0]]);
      await page.tabTo(null, 'Sign out');
      await page.press('Enter');
      await page.waitFor('the sign-out told to the app', () =>
        document.getElementById('messages').textContent.includes('sign-in-change: {"signedIn":false}'),
      );
      const messages = await appMessages(page);
      expect(messages[0]).to.equal('ready: {"widget":"drinking-check","path":"/drinking-check"}');
      expect(messages).to.include('requestToken: {"reason":"signIn"}');
      expect(messages).to.include('route-change: {"path":"/drinking-check/question-one","previousPath":"/drinking-check"}');
      expect(messages.filter((m) => m.startsWith('sign-in-change'))).to.deep.equal([
        'sign-in-change: {"signedIn":true}',
        'sign-in-change: {"signedIn":false}',
      ]);
      expect((await page.errors()).pageErrors).to.deep.equal([]);
    });
  }
});
