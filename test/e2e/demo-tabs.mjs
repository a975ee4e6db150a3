// A demo page in its own tab, driven the same way in each engine: `evaluate(frame, expression)`
// in the page or in the frame whose URL contains `frame`, real key presses, the page's errors.
//   Chromium, Firefox: a new tab of the test's own browser, through puppeteer.
//   WebKit: a window of a second MiniBrowser of its own, through WebDriver classic (the test
//   page's session cannot open a tab and leave the test page running in front).
import { remote } from 'webdriverio';

// Frames are entered with switchToFrame: webdriverio's switchFrame needs a BiDi session, which
// WebKitWebDriver 2.50 refuses; the notice that switchToFrame is deprecated is left out.
process.env.DISABLE_WEBDRIVERIO_DEPRECATION_WARNINGS = 'true';
import { startWebKitDriver } from '../../scripts/engines.mjs';
import { wrapTabRound } from '../browser/tab-round.js';
import { pressKeys, webdriverKey } from '../webdriver-keys.mjs';

/** Runs first in every document of an opened tab, frames included (puppeteer). */
function recordUnhandledErrors() {
  const seen = (globalThis.__e2eUnhandled = []);
  addEventListener('error', (event) => seen.push(String(event.message)));
  addEventListener('unhandledrejection', (event) =>
    seen.push(`Unhandled rejection: ${String(event.reason?.message ?? event.reason)}`),
  );
}

// Tab past the page's end comes round to its start in every engine (Firefox and WebKit would give
// the keys to their toolbar): the top page only, so that Tab still leaves a frame.
const WRAP_TAB = `if (window === window.top) (${wrapTabRound})();`;

/**
 * Firefox reports on the page's error channel what the browser itself refused, which no script
 * threw: a request to a server that is down, and a message to a window of another origin than
 * the one named (the widget posting to its app's origin, as it must, in a frame on another).
 */
const BROWSER_REPORTS = ['Cross-Origin Request Blocked', 'Failed to execute ‘postMessage’ on ‘DOMWindow’'];

const noFrame = (frame, urls) => new Error(`No frame with "${frame}" in its URL (frames: ${urls.join(', ')})`);

export async function openPuppeteerTab(session, url, { width, height }) {
  const testPage = session.browser.getPage(session.id);
  const page = await testPage.browserContext().newPage();
  const pageErrors = [];
  const consoleErrors = [];
  page.on('pageerror', (error) => {
    const message = String(error?.message ?? error);
    if (!BROWSER_REPORTS.some((report) => message.startsWith(report))) pageErrors.push(message);
  });
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  // 'pageerror' misses frames on other origins (the WebView's widget): each frame records its own.
  await page.evaluateOnNewDocument(recordUnhandledErrors);
  await page.evaluateOnNewDocument(WRAP_TAB);
  await page.setViewport({ width, height });
  await page.bringToFront();
  await page.goto(url, { waitUntil: 'load' });

  const frameOf = (frame) => {
    if (!frame) return page.mainFrame();
    const found = page.frames().find((f) => f.url().includes(frame));
    if (!found)
      throw noFrame(
        frame,
        page.frames().map((f) => f.url()),
      );
    return found;
  };
  return {
    url: page.url(),
    evaluate: (frame, expression) => frameOf(frame).evaluate(expression),
    async press(key, { shift = false } = {}) {
      if (shift) await page.keyboard.down('Shift');
      // Firefox's keyboard (WebDriver BiDi) names the space bar ' '; Chromium takes either.
      await page.keyboard.press(key === 'Space' ? ' ' : key);
      if (shift) await page.keyboard.up('Shift');
    },
    type: (text) => page.keyboard.type(text),
    async errors() {
      const inFrames = await Promise.all(
        page
          .frames()
          .filter((frame) => frame !== page.mainFrame())
          .map((frame) => frame.evaluate(() => globalThis.__e2eUnhandled ?? []).catch(() => [])),
      );
      return { pageErrors: [...pageErrors, ...inFrames.flat()], consoleErrors };
    },
    async close() {
      await page.close();
      await testPage.bringToFront().catch(() => undefined);
    },
  };
}

export async function openWebDriverTab(url, { width, height }) {
  const options = await startWebKitDriver();
  const driver = await remote(options);
  await driver.setWindowSize(width, height);
  await driver.url(url);
  // No script runs before a page's own under WebDriver classic: errors are recorded from here on,
  // in the page and in each frame as it is first entered.
  const record = `${recordUnhandledErrors}; if (!globalThis.__e2eUnhandled) recordUnhandledErrors(); ${WRAP_TAB}`;
  await driver.execute(record);

  async function inFrame(frame, run) {
    if (!frame) return run();
    const urls = await driver.execute(() => [...document.querySelectorAll('iframe')].map((el) => el.src));
    const index = urls.findIndex((src) => src?.includes(frame));
    if (index < 0) throw noFrame(frame, urls);
    // By index: WebKitWebDriver 2.50 fails on a frame given as an element reference.
    await driver.switchToFrame(index);
    try {
      return await run();
    } finally {
      await driver.switchToParentFrame();
    }
  }
  return {
    url: await driver.getUrl(),
    evaluate: (frame, expression) => inFrame(frame, () => driver.execute(`return ${expression}`)),
    // Keys go to the document WebDriver has selected: the frame's, for a frame's controls.
    press: (key, { frame, shift } = {}) =>
      inFrame(frame, () => pressKeys(driver, [webdriverKey(key)], shift ? [webdriverKey('Shift')] : [])),
    type: (text, { frame } = {}) => inFrame(frame, () => pressKeys(driver, [...text])),
    async errors() {
      const read = () => driver.execute('return globalThis.__e2eUnhandled ?? []');
      const inFrames = [];
      const count = (await driver.$$('iframe')).length;
      for (let index = 0; index < count; index += 1) {
        await driver.switchToFrame(index);
        inFrames.push(...(await read().catch(() => [])));
        await driver.switchToParentFrame();
      }
      return { pageErrors: [...(await read()), ...inFrames], consoleErrors: [] };
    },
    async close() {
      await driver.deleteSession().catch(() => undefined);
      options.stop();
    },
  };
}
