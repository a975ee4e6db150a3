// Helpers of the calculator's browser tests: keyboard-only driving of a <unit-calculator>.
import { sendKeys } from './keys.js';
import { mount, nextFrame, removedWidgetsSettled, waitFor } from './helpers.js';

export const STORAGE_KEY = 'aa:ucc:calculator';

/** Mounts a fresh calculator (memory routing unless told otherwise), with no stored work. */
export async function mountCalculator(attributes = 'routing="memory"') {
  await removedWidgetsSettled();
  sessionStorage.removeItem(STORAGE_KEY);
  const { holder, widgets } = await mount(`<unit-calculator ${attributes}></unit-calculator>`);
  return { holder, widget: widgets[0] };
}

export const root = (widget) => widget.shadowRoot;
export const active = (widget) => widget.shadowRoot.activeElement;
export const h1Text = (widget) => widget.shadowRoot.querySelector('h1')?.textContent.trim();

/** What a screen reader would call a control (enough for the markup of this widget). */
export function nameOf(el) {
  if (!el) return '';
  if (el.getAttribute('aria-label')) return el.getAttribute('aria-label');
  if (el.labels?.length) return el.labels[0].textContent.trim();
  return el.textContent.replace(/\s+/g, ' ').trim();
}

export function byName(widget, name, selector = 'button, a, input, select') {
  return [...root(widget).querySelectorAll(selector)].find((el) => nameOf(el) === name);
}

/** Presses a key; 'Shift+Tab' style combinations hold the modifiers down around it. */
export async function press(combo) {
  const keys = combo.split('+');
  const key = keys.pop();
  for (const modifier of keys) await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  for (const modifier of keys.reverse()) await sendKeys({ up: modifier });
}
export const type = (text) => sendKeys({ type: text });

/** Presses Tab (or Shift+Tab) until the focused control has this accessible name. */
export async function tabTo(widget, name, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (nameOf(active(widget)) === name) return active(widget);
    await press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached "${name}" (last: "${nameOf(active(widget))}")`);
}

/** Tabs to a control and presses Enter on it. */
export async function activate(widget, name, options) {
  await tabTo(widget, name, options);
  await press('Enter');
}

/**
 * Waits for a screen's heading, then for the frames after which a step moves focus to it
 * (PageHeading), so that the next key a test presses lands where a person's would.
 */
export async function waitForHeading(widget, text) {
  await waitFor(() => h1Text(widget) === text, `heading "${text}" (now "${h1Text(widget)}")`);
  for (let frame = 0; frame < 3; frame += 1) await nextFrame();
}

export const visibleText = (widget) => root(widget).querySelector('.widget').innerText.replace(/\s+/g, ' ');
