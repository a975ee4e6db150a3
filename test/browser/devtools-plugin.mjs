// @web/test-runner commands for test pages that set what a phone or a reader's browser would,
// without reloading the page (puppeteer's isMobile/hasTouch would reload it):
//   executeServerCommand('emulate-touch', { enabled }): `(pointer: coarse)` matches, as on a phone;
//   executeServerCommand('default-font-size', { px }): the browser's text-size setting, i.e. what
//   CSS `medium` is (Chromium's default is 16);
//   executeServerCommand('forced-colors', { active }): `(forced-colors: active)` matches and the
//   page is drawn in the system colours, as in Windows high contrast;
//   executeServerCommand('cpu-throttle', { rate }): the CPU slowed `rate` times (1: full speed), as
//   the bench's phone profile does (4);
//   executeServerCommand('screenshot', { name, clip }): a PNG of the page's area `clip` (CSS
//   pixels of the viewport) saved as test/screenshots/<name>.png, for a person to look at;
//   executeServerCommand('screenshots-wanted'): whether this run was started with SCREENSHOTS=1,
//   which asks the host matrix for a picture of every screen (`npm run screenshots`).
// The DevTools session stays open: its settings end when the session that set them detaches.
import { mkdir, writeFile } from 'node:fs/promises';

const SCREENSHOTS = 'test/screenshots';

export function devtoolsPlugin() {
  const sessions = new WeakMap();
  const devtools = async (session) => {
    if (session.browser.type !== 'puppeteer' || session.browser.name !== 'Chrome')
      throw new Error(`${session.browser.name} has no DevTools protocol: this command is for Chromium only.`);
    const page = session.browser.getPage(session.id);
    if (!sessions.has(page)) sessions.set(page, await page.createCDPSession());
    return sessions.get(page);
  };
  return {
    name: 'devtools-settings',
    async executeCommand({ command, payload, session }) {
      if (command === 'emulate-touch') {
        await (
          await devtools(session)
        ).send('Emulation.setTouchEmulationEnabled', { enabled: Boolean(payload?.enabled), maxTouchPoints: 5 });
        return true;
      }
      if (command === 'default-font-size') {
        await (await devtools(session)).send('Page.setFontSizes', { fontSizes: { standard: payload.px, fixed: 13 } });
        return true;
      }
      if (command === 'forced-colors') {
        const value = payload?.active ? 'active' : 'none';
        await (await devtools(session)).send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value }] });
        return true;
      }
      if (command === 'cpu-throttle') {
        await (await devtools(session)).send('Emulation.setCPUThrottlingRate', { rate: payload.rate });
        return true;
      }
      if (command === 'screenshots-wanted') return process.env.SCREENSHOTS === '1' && session.browser.name === 'Chrome';
      if (command === 'screenshot') {
        if (!/^[\w-]+$/.test(payload?.name ?? '')) throw new Error('A screenshot is named with letters, digits, - and _.');
        await mkdir(SCREENSHOTS, { recursive: true });
        const path = `${SCREENSHOTS}/${payload.name}.png`;
        // Within the window: drawing beyond it sets aside the text size and touch set above.
        const { data } = await (
          await devtools(session)
        ).send('Page.captureScreenshot', { format: 'png', clip: { ...payload.clip, scale: 1 }, captureBeyondViewport: false });
        await writeFile(path, Buffer.from(data, 'base64'));
        return path;
      }
      return undefined;
    },
  };
}
