// The reader's text size: the browser's default font size, which is what CSS `medium` is and so the
// widgets' base size (a 32 px default is "200% text"). Chromium sets it over DevTools at any time
// (devtools-plugin.mjs); Firefox and WebKit are started with it in web-test-runner.large-text.config.mjs
// (docs/testing-in-three-engines.md).
import { executeServerCommand } from '@web/test-runner-commands';
import { engine } from './keys.js';

/** The browser's default text size now, in px: what `font-size: medium` comes to on this page. */
export function browserTextPx() {
  const probe = document.body.appendChild(document.createElement('span'));
  probe.style.fontSize = 'medium';
  const px = parseFloat(getComputedStyle(probe).fontSize);
  probe.remove();
  return px;
}

/** The size browsers start with. */
export const DEFAULT_TEXT_PX = 16;

/** Chromium only: sets the browser's default text size, as a reader's text-size setting does. */
export function setTextPx(px) {
  if (engine !== 'chromium') throw new Error(`${engine} is started with its text size; only Chromium sets it in a test.`);
  return executeServerCommand('default-font-size', { px });
}

/**
 * The large text sizes a sweep checks in this run, beyond its rows at the default size. Chromium
 * sets 150% and 200% itself; Firefox and WebKit check the size they were started with (200%, in the
 * large-text run), and none in the ordinary run.
 */
export function largeTextSizes() {
  if (engine === 'chromium') return [24, 32];
  const px = browserTextPx();
  return px === DEFAULT_TEXT_PX ? [] : [px];
}
