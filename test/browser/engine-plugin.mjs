// Keyboard and window commands that behave the same in the three engines (keys.js is the test
// side). @web/test-runner's own send-keys cannot hold a modifier or type a repeated character over
// WebDriver classic, and its set-viewport has no WebDriver branch.
//   executeServerCommand('keys', { type } | { press } | { down } | { up })
//   executeServerCommand('viewport', { width, height }): the page's size where the engine can set it;
//     answers the size it got (MiniBrowser's window is at least 447 px wide).
//   executeServerCommand('click', { x, y }): a real press and release of the mouse's main button at
//     a point of the page (CSS pixels of the viewport), as a person's click: the browser's own input
//     events, trusted, with focus, :active and a label's activation as the browser does them.
import { pressKeys, webdriverKey } from '../webdriver-keys.mjs';

/** Puppeteer names the space bar ' ' in Firefox's BiDi keyboard; 'Space' works in Chromium only. */
const puppeteerKey = (key) => (key === 'Space' ? ' ' : key);

export function enginePlugin() {
  /** Modifiers held with { down } in a WebDriver session, pressed again around each later key. */
  const held = new Map();

  async function webdriverKeys(session, payload) {
    const driver = session.browser.driverManager.driver;
    const modifiers = held.get(session.id) ?? [];
    const press = (keys) => pressKeys(driver, keys, modifiers);
    if ('down' in payload) held.set(session.id, [...modifiers, webdriverKey(payload.down)]);
    else if ('up' in payload)
      held.set(
        session.id,
        modifiers.filter((code) => code !== webdriverKey(payload.up)),
      );
    else if ('press' in payload) await press([webdriverKey(payload.press)]);
    else await press([...payload.type]);
  }

  async function puppeteerKeys(session, payload) {
    const { keyboard } = session.browser.getPage(session.id);
    if ('down' in payload) await keyboard.down(puppeteerKey(payload.down));
    else if ('up' in payload) await keyboard.up(puppeteerKey(payload.up));
    else if ('press' in payload) await keyboard.press(puppeteerKey(payload.press));
    else await keyboard.type(payload.type);
  }

  async function viewport(session, { width, height }) {
    if (session.browser.type === 'puppeteer') {
      await session.browser.getPage(session.id).setViewport({ width, height });
      return { width, height };
    }
    const driver = session.browser.driverManager.driver;
    // The window's frame and toolbar take some of its size: grow it by the difference once.
    const inner = () => driver.execute(() => ({ width: innerWidth, height: innerHeight }));
    await driver.setWindowSize(width, height);
    const got = await inner();
    await driver.setWindowSize(width + (width - got.width), height + (height - got.height));
    await underThePointer(driver);
    return inner();
  }

  /**
   * On a virtual display with no window manager the keyboard focus follows the pointer, which
   * stays where Xvfb put it, at the screen's centre. A window narrower than half the screen,
   * left at the corner, was not under it: MiniBrowser's page was not focused and matched no
   * `:focus`, so a focus ring could not show. The window is centred on the pointer instead.
   */
  async function underThePointer(driver) {
    const { width, height } = await driver.getWindowRect();
    const screen = await driver.execute(() => ({ width: window.screen.width, height: window.screen.height }));
    const at = (screenSize, windowSize) => Math.max(0, Math.floor((screenSize - windowSize) / 2));
    await driver.setWindowRect(at(screen.width, width), at(screen.height, height), width, height);
  }

  async function click(session, { x, y }) {
    if (session.browser.type === 'puppeteer') {
      await session.browser.getPage(session.id).mouse.click(x, y);
      return;
    }
    const driver = session.browser.driverManager.driver;
    await driver.performActions([
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y), duration: 0 },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
    await driver.releaseActions();
  }

  return {
    name: 'engine-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'keys') {
        if (session.browser.type === 'webdriver') await webdriverKeys(session, payload);
        else await puppeteerKeys(session, payload);
        return true;
      }
      if (command === 'viewport') return viewport(session, payload);
      if (command === 'click') {
        await click(session, payload);
        return true;
      }
      return undefined;
    },
  };
}
