// Shared helpers of the browser tests (real Chromium, built dist/).
import '/node_modules/axe-core/axe.min.js';
import { wrapTabRound } from './tab-round.js';

wrapTabRound();

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** The boxes of a node's text, one per line it takes. */
export function textLines(node) {
  const range = document.createRange();
  range.selectNodeContents(node);
  return [...range.getClientRects()].filter((rect) => rect.width > 0);
}

/**
 * Polls until `check` returns (or resolves to) a truthy value, and gives that value; fails with
 * `what` (or what `what()` says then) after `timeout` ms. Tests wait for what they need this way,
 * never for a fixed time.
 */
export async function waitFor(check, what = 'condition', timeout = 5000) {
  const start = performance.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() - start > timeout)
      throw new Error(`Timed out waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * For a test that something does not happen: fails as soon as `check` returns (or resolves to)
 * a falsy value within `ms` ms. The one fixed wait the tests keep; each caller says why its `ms`
 * is long enough, and keeps it as short as the widget's own timing allows.
 */
export async function holdsFor(check, what, ms) {
  const start = performance.now();
  for (;;) {
    if (!(await check())) throw new Error(`No longer true after ${Math.round(performance.now() - start)} ms: ${what}`);
    if (performance.now() - start >= ms) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Resolves once widgets removed before now have unmounted: a removed element keeps its React tree
 * until a task later (a move is not a removal, docs/decisions/0142), and its last effects still
 * write its work to sessionStorage. A test clears storage after this, or it can read the previous
 * test's drinks (WebKit under load did).
 */
export const removedWidgetsSettled = () => new Promise((resolve) => setTimeout(resolve, 0));

// After every test of a file that uses these helpers (a root hook, after the file's own), so that
// the next test's clearing of storage comes after what the widgets it removed still write.
afterEach(removedWidgetsSettled);

/** Puts markup into the test page and waits until every widget in it has rendered. */
export async function mount(html, parent = document.body) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const widgets = [...holder.querySelectorAll('drinking-check, unit-calculator')];
  // The first screen is drawn at once and React takes it over by the ready event
  // (docs/decisions/0212): tests start from a screen React already handles.
  const rendered = widgets.map((widget) => whenReady(widget));
  parent.append(holder);
  await Promise.all(rendered);
  await Promise.all(widgets.map((widget) => waitFor(() => heading(widget), `<${widget.localName}> to render`)));
  return { holder, widgets };
}

/** Resolves at the widget's ready event (dc-ready, ucc-ready): React has rendered its first screen. */
export function whenReady(widget) {
  const prefix = widget.localName === 'drinking-check' ? 'dc' : 'ucc';
  return new Promise((resolve) => widget.addEventListener(`${prefix}-ready`, resolve, { once: true }));
}

/** The screen's heading: an h1, or lower with heading-level. */
export function heading(widget) {
  return widget.shadowRoot?.querySelector('.aa-h1');
}

export function button(widget, name) {
  return [...widget.shadowRoot.querySelectorAll('button, a')].find((el) => el.textContent.trim() === name);
}

/**
 * Takes the widgets' routes out of the address. WebKit refuses a page's 101st history call in
 * 10 s, and the tests count: nothing is called when there is nothing to clear, and a refused call
 * clears the hash through `location` instead.
 */
export function resetUrl(win = window) {
  if (win.location.hash === '' && !win.location.href.endsWith('#')) return;
  try {
    win.history.replaceState(null, '', win.location.pathname + win.location.search);
  } catch {
    win.location.hash = '';
  }
}

/** Runs axe over the WCAG 2.0-2.2 A and AA rules inside a widget's shadow root (`contrast: false` leaves out color-contrast). */
export async function axeViolations(widget, { contrast = true } = {}) {
  const result = await window.axe.run(widget, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    ...(contrast ? {} : { rules: { 'color-contrast': { enabled: false } } }),
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens a page in an iframe of the given size (for reloads and whole-page fixtures). */
export async function openPage(url, { width = 1024, height = 768 } = {}) {
  const frame = document.createElement('iframe');
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
  document.body.append(frame);
  await new Promise((resolve) => {
    frame.addEventListener('load', resolve, { once: true });
    frame.src = url;
  });
  return frame;
}

export function captureWarnings() {
  const warnings = [];
  const original = console.warn;
  console.warn = (...args) => warnings.push(args.join(' '));
  return { warnings, restore: () => (console.warn = original) };
}
