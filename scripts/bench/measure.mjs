// The bench's measurements in Chromium (puppeteer-core): each in a fresh browser context with
// the cache disabled, so every load is a first load.

const SIGN_IN_MARKER = 'PublicClientApplication';

async function freshPage(browser) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setCacheEnabled(false);
  await page.setViewport({ width: 1280, height: 800 });
  return { page, close: () => context.close() };
}

const benchDone = (page) => page.waitForFunction(() => window.__bench?.done, { timeout: 30000, polling: 50 });

/** One first load: the probe's times (ms after t0) for each element of the page. */
export async function firstRender(browser, origin, spec) {
  const { page, close } = await freshPage(browser);
  try {
    await page.goto(origin + spec.path);
    await benchDone(page);
    return await page.evaluate(() => window.__bench);
  } finally {
    await close();
  }
}

/**
 * Every response Chromium receives for a first load that was asked for before the first screen
 * showed (not what the widgets fetch ahead when idle afterwards): the gzip bytes of each body
 * (Content-Length), the bytes on the wire with headers (CDP loadingFinished), and whether its text
 * holds sign-in code.
 */
export async function firstLoadBytes(browser, origin, spec) {
  const { page, close } = await freshPage(browser);
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    const wire = new Map();
    cdp.on('Network.loadingFinished', (event) => wire.set(event.requestId, event.encodedDataLength));
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(origin + spec.path);
    await benchDone(page);
    await page.waitForNetworkIdle({ idleTime: 500 });
    const askedBeforeFirstScreen = new Set(
      await page.evaluate(() => {
        const shown = window.__bench.t0 + Math.max(...Object.values(window.__bench.ready));
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= shown)
          .map((entry) => entry.name);
      }),
    );
    const files = [];
    for (const response of responses.filter((r) => askedBeforeFirstScreen.has(r.url()) || r.request().isNavigationRequest())) {
      const text = await response.text().catch(() => '');
      const id = response.request().id;
      files.push({
        path: new URL(response.url()).pathname,
        status: response.status(),
        gzipBytes: Number(response.headers()['content-length'] ?? 0),
        wireBytes: wire.get(id),
        signInCode: text.includes(SIGN_IN_MARKER) || /sign-in/.test(response.url()),
      });
    }
    return files;
  } finally {
    await close();
  }
}

/** Installs the amount-change probe in the calculator's shadow root (runs in the page). */
function installAmountProbe() {
  const root = document.querySelector('unit-calculator').shadowRoot;
  const total = root.querySelector('.running-total__text');
  const probe = (window.__amount = { samples: [], text: total.textContent });
  let start;
  // Enter on a button clicks it during keydown: the key's event time is the start.
  root.addEventListener('keydown', (event) => (start = event.timeStamp), true);
  new MutationObserver(() => {
    if (start === undefined || total.textContent === probe.text) return;
    const began = start;
    start = undefined;
    probe.text = total.textContent;
    const dom = performance.now() - began;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => probe.samples.push({ dom, painted: performance.now() - began, text: probe.text });
      channel.port2.postMessage(null);
    });
  }).observe(total, { childList: true, characterData: true, subtree: true });
}

/**
 * Presses Enter on the calculator's "Add one pint of beer" button `presses` times (real key
 * events through CDP) and gives, for each, the ms from the keydown to the new totals in the
 * DOM and to the end of the frame that shows them.
 */
export async function amountChange(browser, origin, spec, presses) {
  const { page, close } = await freshPage(browser);
  try {
    await page.goto(origin + spec.path);
    await benchDone(page);
    const inRoot = (selector, text) =>
      page.evaluateHandle(
        (s, t) =>
          [...document.querySelector('unit-calculator').shadowRoot.querySelectorAll(s)].find(
            (el) => (el.getAttribute('aria-label') ?? el.textContent).trim() === t,
          ),
        selector,
        text,
      );
    await (await inRoot('button', 'Calculate single drinks')).click();
    await page.waitForFunction(() => document.querySelector('unit-calculator').shadowRoot.querySelector('.running-total__text'));
    await page.evaluate(installAmountProbe);
    await page.evaluate((button) => button.focus(), await inRoot('button', 'Add one pint of beer'));
    for (let i = 1; i <= presses; i += 1) {
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => window.__amount.samples.length >= n, { timeout: 10000, polling: 20 }, i);
    }
    return await page.evaluate(() => window.__amount.samples);
  } finally {
    await close();
  }
}

/** A mid-range phone on a slow mobile network (issue 20): 4x CPU slowdown, 1.6 Mbps down, 150 ms round trip. */
export const PHONE = { cpuSlowdown: 4, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3, roundTripMs: 150 };

/**
 * One first load as a phone makes it: ms from navigation start to each element's first usable
 * screen (the probe's "ready", counted from the page's time origin instead of the script tag).
 */
export async function phoneFirstRender(browser, origin, spec) {
  const { page, close } = await freshPage(browser);
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.roundTripMs,
      downloadThroughput: PHONE.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE.uploadBitsPerSecond / 8,
    });
    await page.goto(origin + spec.path);
    await page.waitForFunction(() => window.__bench?.done, { timeout: 60000, polling: 100 });
    return await page.evaluate(() =>
      Object.fromEntries(Object.entries(window.__bench.ready).map(([tag, ms]) => [tag, window.__bench.t0 + ms])),
    );
  } finally {
    await close();
  }
}
