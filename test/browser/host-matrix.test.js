// The host matrix: every route of both widgets laid out in host columns of 280 to 1280 px, in a
// 1280x800 desktop window and a 375x740 touch window, under host CSS that CMS themes and partner
// sites use. In each cell: no sideways overflow of the page or the widget, no text under 14 px,
// no touch target under 44 px (touch window), no host text style inside, and axe on a sample of
// cells such that every route is checked at 280 px and at 1280 px. Then the same at the reader's
// text at 150% and 200% in the narrowest columns of the phone's window (text-size.js), where also
// no word may break inside, the chart must read, and every section, menu and dialog of the screen
// is opened and measured too (large-text-measure.js). Prints its figures as a table.
// With SCREENSHOTS=1 (`npm run screenshots`, Chromium) it also saves a picture of every screen at
// 1280 px, at 320 px in the touch window, and there at 200% text, for a person to look at.
import { expect } from '@esm-bundle/chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { engine, setViewport } from './keys.js';
// Before the widgets: it records what their ResizeObservers watch.
import { observedSizes } from './resize-watch.js';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { STORAGE_KEY } from './calculator-helpers.js';
import { resetCheckSession } from './check-helpers.js';
import { axeViolations, mount, nextFrame, resetUrl } from './helpers.js';
import { HOST_CSS, measureLayout } from './host-matrix-measure.js';
import { brokenWords, chartProblems, withEverythingOpen } from './large-text-measure.js';
import { browserTextPx, DEFAULT_TEXT_PX, largeTextSizes, setTextPx } from './text-size.js';
import { createRouteSweep, HELD_LOADER } from './route-sweep.js';
import { calculatorJourney, drinkingCheckJourney } from './sweep-journeys.js';
import { DC_SWEEP_ROUTES, UCC_SWEEP_ROUTES } from './sweep-routes.js';

// The touch window needs Chromium's DevTools protocol (touch emulation), and MiniBrowser's window
// is at least 447 px wide: Firefox and WebKit measure the desktop window, at a sample of the
// widths (docs/testing-in-three-engines.md).
const ALL_WINDOWS = [
  { name: '1280x800', width: 1280, height: 800, touch: false },
  { name: '375x740 touch (Chromium: DevTools touch emulation)', width: 375, height: 740, touch: true },
];
const WINDOWS = engine === 'chromium' ? ALL_WINDOWS : ALL_WINDOWS.slice(0, 1);
/** Firefox and WebKit started at a large text size (the large-text run) measure only its rows. */
const DEFAULT_ROWS = browserTextPx() === DEFAULT_TEXT_PX;
const WIDTHS = !DEFAULT_ROWS ? [] : engine === 'chromium' ? [280, 320, 400, 600, 900, 1280] : [280, 600, 1280];
const VARIANTS = Object.keys(HOST_CSS);
/**
 * The text-size rows: the narrowest columns in the phone's window (Chromium; the desktop window
 * elsewhere), with no host CSS and with the one that reaches inside the widget's boxes (the
 * widget resets the rest). Words, the chart and what opens are read in the first.
 */
const TEXT_SIZES = largeTextSizes();
const TEXT_WINDOW = WINDOWS.at(-1);
const TEXT_WIDTHS = [280, 320];
const TEXT_VARIANTS = ['none', 'content-box, buttons unset'];
/** Where the journey itself is played between measurements. */
const JOURNEY_CELL = { window: WINDOWS[0], variant: 'none', width: 600 };

const MIN_TEXT_PX = 14;
const MIN_TARGET_PX = 44;

async function useWindow(window) {
  await setViewport({ width: window.width, height: window.height });
  if (engine === 'chromium') await executeServerCommand('emulate-touch', { enabled: window.touch });
}

/** The cells pictured when screenshots are wanted, and the end of each picture's name. */
const PICTURED = [
  { window: ALL_WINDOWS[0], variant: 'none', width: 1280, px: undefined, name: '1280' },
  { window: ALL_WINDOWS[1], variant: 'none', width: 320, px: undefined, name: '320-touch' },
  { window: ALL_WINDOWS[1], variant: 'none', width: 320, px: 32, name: '320-touch-200pc' },
];
const pictured = (cell) =>
  PICTURED.find((p) => p.window === cell.window && p.variant === cell.variant && p.width === cell.width && p.px === cell.px);

/**
 * Saves pictures of the host column (the widget and nothing else), one window high each, as
 * test/screenshots/<name>-1.png, -2.png...: a picture beyond the window would be drawn at another
 * window size, with the DevTools text size and touch set aside.
 */
async function picture(column, name) {
  const scrolledTo = scrollY;
  const { left, top: topInWindow, width, height } = column.getBoundingClientRect();
  const top = topInWindow + scrollY;
  for (let offset = 0, part = 1; offset < height; offset += innerHeight, part += 1) {
    scrollTo(0, top + offset);
    await nextFrame();
    const slice = Math.min(innerHeight, height - offset, document.documentElement.scrollHeight - (top + offset));
    const clip = { x: left + scrollX, y: top + offset, width: Math.ceil(width), height: Math.ceil(slice) };
    await executeServerCommand('screenshot', { name: `${name}-${part}`, clip });
  }
  scrollTo(0, scrolledTo);
}

/** One row per cell, the worst figures over the routes measured in it. */
function createTable() {
  const rows = new Map();
  const others = [];
  let textRowsMs = 0;
  return {
    /** Time spent on the text-size rows, for the line the table prints (what they add to a run). */
    textRowsTook: (ms) => (textRowsMs += ms),
    add(cell, path, found, axe) {
      const key = `${cell.window.name} | ${cell.variant} | ${cell.width}${cell.px ? ` | text ${cell.px} px` : ''}`;
      const row = rows.get(key) ?? {
        routes: 0,
        pageOverflow: 0,
        widgetOverflow: 0,
        smallestText: Infinity,
        smallestTarget: Infinity,
        leaks: 0,
        axeRuns: 0,
        axe: 0,
        problems: [],
      };
      row.routes += 1;
      row.pageOverflow = Math.max(row.pageOverflow, found.pageOverflow);
      row.widgetOverflow = Math.max(row.widgetOverflow, found.widgetOverflow);
      row.smallestText = Math.min(row.smallestText, found.smallestText);
      row.smallestTarget = Math.min(row.smallestTarget, found.smallestTarget);
      row.leaks += found.leakedStyles.length;
      const where = `${key} | ${path}`;
      if (found.pageOverflow > 0) row.problems.push(`${where}: the page scrolls sideways by ${found.pageOverflow} px`);
      if (found.widgetOverflow > 0) row.problems.push(`${where}: content runs ${found.widgetOverflow} px off the widget`);
      if (found.smallestText < MIN_TEXT_PX)
        row.problems.push(`${where}: ${found.smallestText} px text at ${found.smallestTextAt}`);
      if (cell.window.touch && found.smallestTarget < MIN_TARGET_PX)
        row.problems.push(`${where}: ${found.smallestTarget} px target at ${found.smallestTargetAt}`);
      found.leakedStyles.slice(0, 2).forEach((leak) => row.problems.push(`${where}: host text style inside: ${leak}`));
      (found.largeText ?? []).forEach((problem) => row.problems.push(`${where}: ${problem}`));
      if (axe) {
        row.axeRuns += 1;
        row.axe += axe.length;
        axe.forEach((violation) => row.problems.push(`${where}: axe ${violation}`));
      }
      rows.set(key, row);
    },
    print(label) {
      const lines = [
        `${label}`,
        'window | host CSS | width | routes | page overflow | widget overflow | smallest text | smallest target | leaks | axe runs | axe violations',
      ];
      for (const [key, row] of rows) {
        const target = Number.isFinite(row.smallestTarget) ? row.smallestTarget : '-';
        lines.push(
          `${key} | ${row.routes} | ${row.pageOverflow} | ${row.widgetOverflow} | ${row.smallestText} | ${target} | ${row.leaks} | ${row.axeRuns} | ${row.axe}`,
        );
      }
      lines.push(`text-size rows: ${Math.round(textRowsMs / 100) / 10} s`);
      console.log(lines.join('\n'));
    },
    /** A problem of no one cell. */
    problem: (text) => others.push(text),
    problems: () => [...others, ...[...rows.values()].flatMap((row) => row.problems)],
    cells: () => rows.size,
  };
}

/**
 * Where axe runs on a route: in the desktop window at 280 px and 1280 px, and in the touch window
 * at 280 px, the host CSS taking turns from route to route.
 */
function axeCell(turn, { window, variant, width }) {
  if (window === WINDOWS[0]) return VARIANTS[turn % VARIANTS.length] === variant && (width === 280 || width === 1280);
  return VARIANTS[(turn + 3) % VARIANTS.length] === variant && width === 280;
}

/** Sideways overflow and words broken inside, in a widget's box or a dialog (for withEverythingOpen). */
function overflowAndWords(box) {
  const over = Math.max(0, box.scrollWidth - box.clientWidth, document.documentElement.scrollWidth - innerWidth);
  return [...(over > 0 ? [`runs ${over} px off sideways`] : []), ...brokenWords(box).map((word) => `"${word}" broken inside`)];
}

/** What only large text checks: the text size reached the widget; words, the chart, what opens. */
async function largeTextProblems(widget, { px, width, variant }) {
  const problems = [];
  const base = parseFloat(getComputedStyle(widget).fontSize);
  if (base !== px) problems.push(`the widget's text is ${base} px, not the reader's ${px} px`);
  if (variant !== TEXT_VARIANTS[0]) return problems;
  problems.push(...brokenWords(widget.shadowRoot).map((word) => `"${word}" broken inside`));
  problems.push(...chartProblems(widget).map((problem) => `chart: ${problem}`));
  if (width === TEXT_WIDTHS.at(-1)) problems.push(...(await withEverythingOpen(widget, overflowAndWords)));
  return problems;
}

/** The figures of a cell that a later frame could change. */
const figures = ({ pageOverflow, widgetOverflow, smallestText, smallestTarget }) =>
  JSON.stringify({ pageOverflow, widgetOverflow, smallestText, smallestTarget });

/**
 * Measures the screen shown now in every cell of the matrix, with axe in three cells of it (see
 * axeCell), then puts the page back as the journey needs it. A cell is measured as soon as its
 * host CSS and width are set, unless that changes a size an observer of the widget watches
 * (resize-watch.js): then after the frame that tells the observer, and the widget has answered.
 * At the last cell of each window the figures are read again two frames later, and must agree.
 */
function createMatrixCheck(widget, column, style, table, { prefix, screenshots }) {
  let turn = 0;
  /** Inside a frame's animation callbacks: a change made now is rendered in this frame. */
  let inFrameCallbacks = false;
  async function nextRendering() {
    if (!inFrameCallbacks) await nextFrame();
    await nextFrame();
    inFrameCallbacks = true;
  }
  async function setWindow(window) {
    await useWindow(window);
    inFrameCallbacks = false;
    await nextRendering();
  }
  async function setCell(variant, width) {
    const before = observedSizes(widget);
    style.textContent = HOST_CSS[variant];
    column.style.width = `${width}px`;
    if (observedSizes(widget) !== before) await nextRendering();
  }

  /** A picture of this cell of the screen at `path`, when the run asks for them. */
  async function pictureIf(cell, path) {
    const wanted = screenshots && pictured(cell);
    if (!wanted) return;
    await picture(column, `${prefix}${path.replaceAll('/', '-')}-${wanted.name}`);
    inFrameCallbacks = false;
  }

  return async (path) => {
    for (const window of DEFAULT_ROWS ? WINDOWS : []) {
      await setWindow(window);
      let last;
      for (const variant of VARIANTS) {
        for (const width of WIDTHS) {
          await setCell(variant, width);
          const cell = { window, variant, width };
          const axeHere = axeCell(turn, cell);
          last = measureLayout(widget, column, window);
          table.add(cell, path, last, axeHere ? await axeViolations(widget) : undefined);
          if (axeHere) inFrameCallbacks = false;
          await pictureIf(cell, path);
        }
      }
      inFrameCallbacks = false;
      await nextRendering();
      const later = measureLayout(widget, column, window);
      if (figures(later) !== figures(last))
        table.problem(`${window.name} | ${path}: read again two frames later, ${figures(last)} became ${figures(later)}`);
    }
    const textRowsStart = performance.now();
    for (const px of TEXT_SIZES) {
      if (engine === 'chromium') await setTextPx(px);
      await setWindow(TEXT_WINDOW);
      for (const variant of TEXT_VARIANTS) {
        for (const width of TEXT_WIDTHS) {
          await setCell(variant, width);
          const cell = { window: TEXT_WINDOW, variant, width, px };
          const found = measureLayout(widget, column, TEXT_WINDOW);
          found.largeText = await largeTextProblems(widget, cell);
          table.add(cell, path, found);
          await pictureIf(cell, path);
        }
      }
    }
    if (engine === 'chromium') await setTextPx(DEFAULT_TEXT_PX);
    table.textRowsTook(performance.now() - textRowsStart);
    turn += 1;
    await setWindow(JOURNEY_CELL.window);
    await setCell(JOURNEY_CELL.variant, JOURNEY_CELL.width);
    return [];
  };
}

/** One line per kind of problem and element, with where it was first seen and how often. */
function distinct(problems) {
  const seen = new Map();
  for (const problem of problems) {
    // "<window> | <host CSS> | <width> | <route>: <what>" (a window's name may hold ': ').
    const [, where, what] = /^(.*? \| \/[^:\s]*): (.*)$/s.exec(problem) ?? ['', '', problem];
    const entry = seen.get(what) ?? { where, count: 0 };
    entry.count += 1;
    seen.set(what, entry);
  }
  return [...seen].map(([what, { where, count }]) => `${what} (first at ${where}; ${count} cells)`);
}

describe('host matrix: container widths, windows and host CSS, every route', () => {
  let holder;
  let style;
  beforeEach(async () => {
    resetUrl();
    resetCheckSession();
    sessionStorage.removeItem(STORAGE_KEY);
    style = document.head.appendChild(document.createElement('style'));
    await useWindow(JOURNEY_CELL.window);
  });
  afterEach(async () => {
    holder?.remove();
    style.remove();
    resetCheckSession();
    resetUrl();
    if (engine === 'chromium') await executeServerCommand('emulate-touch', { enabled: false });
    if (engine === 'chromium') await setTextPx(DEFAULT_TEXT_PX);
    await setViewport({ width: 800, height: 600 });
  });

  const widgets = [
    {
      label: 'Drinking Check',
      markup: `<drinking-check loader-duration="${HELD_LOADER}"></drinking-check>`,
      prefix: 'dc',
      routes: DC_SWEEP_ROUTES,
      journey: (w, visit) => drinkingCheckJourney(w, 'Myself', visit),
    },
    {
      label: 'calculator',
      markup: '<unit-calculator></unit-calculator>',
      prefix: 'ucc',
      routes: UCC_SWEEP_ROUTES,
      journey: calculatorJourney,
    },
  ];

  for (const { label, markup, prefix, routes, journey } of widgets) {
    it(`${label}: every route, every cell`, async function () {
      this.timeout(240000);
      const html = `<p>Host text before the widget.</p><div class="host-column">${markup}</div><p>Host text after the widget.</p>`;
      let mounted;
      ({ holder, widgets: mounted } = await mount(html));
      const [widget] = mounted;
      const column = holder.querySelector('.host-column');
      column.style.width = `${JOURNEY_CELL.width}px`;
      column.style.marginLeft = 'auto'; // a sidebar at the page's right edge: overflow scrolls the page
      const table = createTable();
      const screenshots = engine === 'chromium' && (await executeServerCommand('screenshots-wanted'));
      const check = createMatrixCheck(widget, column, style, table, { prefix, screenshots });
      const sweep = createRouteSweep(widget, prefix, routes, check);
      await journey(widget, sweep.visit);
      await sweep.visitLinks();
      table.print(`host matrix, ${label}: worst figures per cell over the routes measured`);
      sweep.report(`host matrix, ${label}`);
      expect(table.cells()).to.equal(
        WINDOWS.length * VARIANTS.length * WIDTHS.length + TEXT_SIZES.length * TEXT_VARIANTS.length * TEXT_WIDTHS.length,
      );
      expect(distinct(table.problems()), `${label}: ${table.problems().length} problems`).to.deep.equal([]);
    });
  }
});
