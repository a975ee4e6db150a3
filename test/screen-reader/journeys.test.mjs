// Every journey as a blind person hears it: Orca reads Firefox ESR (and, sampled, WebKitGTK's
// MiniBrowser) on a host article page, by the keys a screen-reader user presses; each step
// asserts the phrases heard (docs/testing-with-a-screen-reader.md).
import { after, before, test } from 'node:test';
import { startDesktop } from './desktop.mjs';
import { listener } from './listener.mjs';
import { startPages } from './page-server.mjs';

let desktop;
let pages;
let sr;
const started = Date.now();

before(async () => {
  pages = await startPages();
  desktop = await startDesktop();
  sr = listener(desktop);
});

after(async () => {
  await desktop?.stop();
  await pages?.close();
  console.log(`The screen-reader walk took ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

const CHECK_TITLE = 'Is your drinking affecting your health?';

test('Firefox: the Drinking Check for someone, with an age error, to low risk', { timeout: 180000 }, async () => {
  const { press, type, open } = sr;
  await open('firefox', `${pages.origin}/pages/check.html`, CHECK_TITLE);
  await press('h', [/How does your drinking affect you\? heading level 2/]);
  await press('shift+Tab', [/Drinking Check sections/, /Advice and results push button/]);
});
