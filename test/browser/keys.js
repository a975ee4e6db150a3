// The keyboard and window of the test page, the same in Chromium, Firefox and WebKit (engine-plugin.mjs).
import { executeServerCommand } from '@web/test-runner-commands';

/** As @web/test-runner-commands' sendKeys: { type }, { press }, { down } or { up }. */
export const sendKeys = (payload) => executeServerCommand('keys', payload);

/**
 * Focuses a control by script, then waits two of the page's frames before the keys, as a
 * person's first key comes after the focus shows. In WebKit under CI's load, a letter typed in the
 * moment a script moved focus between frames was lost ("pring" for "spring" in TinyMCE's page,
 * "ummer~" in the tag builder's frame).
 */
export async function focusToType(control) {
  control.focus();
  for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** A real click of the mouse at the middle of `element` (which may be in a same-origin frame), as a person's. */
export async function clickLikeAPerson(element) {
  element.scrollIntoView({ block: 'center' });
  const { left, top, width, height } = element.getBoundingClientRect();
  let x = left + width / 2;
  let y = top + height / 2;
  for (let view = element.ownerDocument.defaultView; view && view.frameElement; view = view.parent) {
    const frame = view.frameElement.getBoundingClientRect();
    x += frame.left + view.frameElement.clientLeft;
    y += frame.top + view.frameElement.clientTop;
  }
  await executeServerCommand('click', { x, y });
}

/** Sets the page's size where the engine can; resolves to the size it got. */
export const setViewport = (size) => executeServerCommand('viewport', size);

/** The engine the page runs in: 'chromium', 'firefox' or 'webkit'. */
export const engine = /firefox/i.test(navigator.userAgent)
  ? 'firefox'
  : /chrome|chromium/i.test(navigator.userAgent)
    ? 'chromium'
    : 'webkit';

/**
 * MiniBrowser's window is at least 447 px wide. A test of a narrower window runs in Chromium and
 * Firefox and says so in its name; WebKit meets narrow widths by container width instead (the host
 * matrix's 280 px cells, every route). `itInWindow(320)('...', fn)`.
 */
const NARROWEST_WINDOW = engine === 'webkit' ? 447 : 0;
export const itInWindow = (width) =>
  width < NARROWEST_WINDOW
    ? () => undefined
    : (name, fn) => it(`${name} (a ${width} px window: Chromium and Firefox; WebKit's is at least 447 px)`, fn);
