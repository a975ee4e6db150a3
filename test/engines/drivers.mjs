// One page in each engine, driven the same way: real pointer taps and key presses, and JS run in
// the page. Chromium and Firefox through puppeteer-core, WebKit through WebKitWebDriver
// (scripts/engines.mjs; docs/testing-in-three-engines.md).
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { findFirefox, startWebKitDriver } from '../../scripts/engines.mjs';
import { pressKeys } from '../webdriver-keys.mjs';

async function puppeteerPage(engine, url) {
  const browser = await puppeteer.launch(
    engine === 'chromium'
      ? { executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS }
      : { browser: 'firefox', executablePath: findFirefox(), headless: true },
  );
  const page = await browser.newPage();
  await page.setViewport({ width: 1024, height: 768 });
  await page.goto(url, { waitUntil: 'load' });
  return {
    run: (fn, ...args) => page.evaluate(fn, ...args),
    tap: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    close: () => browser.close(),
  };
}

async function webdriverPage(url) {
  const options = await startWebKitDriver();
  const driver = await remote(options);
  await driver.setWindowSize(1024, 800);
  await driver.url(url);
  const act = (actions) => driver.performActions(actions).then(() => driver.releaseActions());
  return {
    run: (fn, ...args) => driver.execute(fn, ...args),
    tap: (x, y) =>
      act([
        {
          type: 'pointer',
          id: 'mouse',
          actions: [
            { type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y) },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]),
    type: (text) => pressKeys(driver, [...text]),
    close: () => driver.deleteSession().finally(() => options.stop()),
  };
}

/** Opens the URL in the engine: { run, tap, type, close }. */
export const openIn = (engine, url) => (engine === 'webkit' ? webdriverPage(url) : puppeteerPage(engine, url));
