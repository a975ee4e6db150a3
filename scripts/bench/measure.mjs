// The bench's measurements in Chromium (puppeteer-core): each in a fresh browser context with
// the cache disabled, so every load is a first load.

const SIGN_IN_MARKER = 'PublicClientApplication';

async function freshPage(browser, width = 1280) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setCacheEnabled(false);
  await page.setViewport({ width, height: 800 });
  return { page, close: () => context.close() };
}

/** Waits for the probe's figures; when they do not come, says which are missing. */
async function benchDone(page, timeout = 30000) {
  try {
    await page.waitForFunction(() => window.__bench?.done, { timeout, polling: 50 });
  } catch (error) {
    const bench = await page.evaluate(() => window.__bench).catch(() => undefined);
    throw new Error(`${page.url()}: the probe was not done after ${timeout} ms: ${JSON.stringify(bench)}`, { cause: error });
  }
}

/** A mid-range phone on a slow mobile network (issue 20): 4x CPU slowdown, 1.6 Mbps down, 150 ms round trip. */
export const PHONE = { cpuSlowdown: 4, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3, roundTripMs: 150 };

/** Slows a page's CPU and network to PHONE's through its DevTools session. */
export async function throttleAsPhone(cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.roundTripMs,
    downloadThroughput: PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE.uploadBitsPerSecond / 8,
  });
}

/**
 * One first load, on the desktop or (`phone`) with the CPU and network throttled as PHONE: the
 * probe's figures (page/probe.js), ms from navigation start.
 */
export async function firstLoad(browser, origin, spec, { phone = false, width } = {}) {
  const { page, close } = await freshPage(browser, width);
  try {
    if (phone) await throttleAsPhone(await page.createCDPSession());
    await page.goto(origin + spec.path);
    await benchDone(page, phone ? 60000 : 30000);
    return await page.evaluate(() => window.__bench);
  } finally {
    await close();
  }
}

/**
 * A widget's first screen as its page shows it once React is ready (the same as the one drawn
 * before React: test/browser/first-screen.test.js): its shadow root's HTML and CSS text.
 */
export async function firstScreenOf(browser, origin, spec) {
  const { page, close } = await freshPage(browser);
  try {
    await page.goto(origin + spec.path);
    await benchDone(page);
    return await page.evaluate((tag) => {
      const root = document.querySelector(tag).shadowRoot;
      const css = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
      return { html: root.innerHTML, css: css.join('\n') };
    }, spec.tags[0]);
  } finally {
    await close();
  }
}

/**
 * Whether a request is part of the page's first load, from its initiator (CDP): what the HTML asks
 * for (its scripts and preload links), what a classic loader asks for (its preload links and its
 * import() of the ES entry), each widget's app chunk (its entry's import() once it has painted),
 * and what those files import statically; not what the widgets' own
 * code asks for with import() (the analytics chunk once the first screen shows, the later screens
 * fetched ahead when idle), nor what those chunks import. This is the static module graph that
 * `npm run size` follows, as the browser fetched it, and does not depend on timing: on the page
 * with both widgets, one may ask for its later chunks before the other has drawn its first screen.
 */
function inFirstLoad({ url, initiator }, firstLoad) {
  // Each widget's app chunk, which its entry imports as soon as it has painted (0250).
  if (/\/chunks\/[\w-]+-app\.js$/.test(new URL(url).pathname)) return true;
  const caller = initiator.stack?.callFrames[0]?.url;
  if (caller) return !new URL(caller).pathname.startsWith('/dist/esm/');
  if (initiator.type === 'script' && /^https?:/.test(initiator.url ?? '')) return firstLoad.has(initiator.url);
  return true;
}

/**
 * Every response of a page's first load (inFirstLoad): the gzip bytes of each body
 * (Content-Length), the bytes on the wire with headers (CDP loadingFinished), and whether its
 * text holds sign-in code.
 */
export async function firstLoadBytes(browser, origin, spec) {
  const { page, close } = await freshPage(browser);
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    const requests = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => requests.push({ url: request.url, initiator }));
    const wire = new Map();
    cdp.on('Network.loadingFinished', (event) => wire.set(event.requestId, event.encodedDataLength));
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(origin + spec.path);
    await benchDone(page);
    await page.waitForNetworkIdle({ idleTime: 500 });
    const firstLoad = new Set();
    for (let grown = true; grown;) {
      grown = false;
      for (const request of requests) {
        if (firstLoad.has(request.url) || !inFirstLoad(request, firstLoad)) continue;
        firstLoad.add(request.url);
        grown = true;
      }
    }
    const files = [];
    for (const response of responses.filter((r) => firstLoad.has(r.url()))) {
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
