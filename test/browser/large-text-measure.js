// What a person reading at large text would notice beyond overflow (host-matrix-measure.js): a word
// broken inside across two lines, a chart whose bars have no room or whose labels print on each
// other or under a line, and the same in every section, menu and dialog the screen can open.
// Used by the host matrix's text-size rows (docs/decisions/0280-layout-by-the-text-size.md).
import { nextFrame } from './helpers.js';

/** A text a person cannot see: clipped to a pixel for screen readers, or not rendered. */
function unseen(element) {
  for (let el = element; el; el = el.parentElement) {
    if (el.ownerDocument.defaultView.getComputedStyle(el).clipPath !== 'none') return true;
  }
  return element.getClientRects().length === 0;
}

/** Words that break across two lines other than at a hyphen or slash, e.g. "suppo / rt", in `root`. */
export function brokenWords(root) {
  const broken = [];
  const doc = root.ownerDocument; // the frame's own, for a demo page in a frame
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim() || unseen(node.parentElement)) continue;
    for (const match of node.textContent.matchAll(/[^\s\-/–—]{2,}/g)) {
      const range = doc.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}

const CHART_TEXT = '.chart__value, .chart__label, .chart__axis li, .chart__line span';
const overlap = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
const named = (el) => `"${el.textContent.trim()}"`;

/**
 * The weekly chart read as a person does: the bars have room (the plot at least half the chart's
 * width, each drinking day's bar longer than a stub), no two labels overlap, and each label is on
 * top where it is drawn (not under a line or another row). Scrolls the chart into view.
 */
export function chartProblems(widget) {
  const chart = widget.shadowRoot.querySelector('.chart');
  if (!chart) return [];
  const problems = [];
  const plot = chart.querySelector('.chart__bars').getBoundingClientRect();
  const width = chart.getBoundingClientRect().width;
  if (plot.width < width / 2) problems.push(`the bars have ${Math.round(plot.width)} px of a ${Math.round(width)} px chart`);
  for (const column of chart.querySelectorAll('.chart__column')) {
    const bar = column.querySelector('.chart__bar').getBoundingClientRect();
    const drinking = parseFloat(column.querySelector('.chart__value').textContent) > 0;
    if (drinking && Math.max(bar.width, bar.height) <= 2)
      problems.push(`no bar drawn for ${named(column.querySelector('.chart__label'))}`);
  }
  const labels = [...chart.querySelectorAll(CHART_TEXT)];
  labels.forEach((label, i) => {
    for (const other of labels.slice(i + 1)) {
      if (!label.contains(other) && overlap(label.getBoundingClientRect(), other.getBoundingClientRect()))
        problems.push(`${named(label)} and ${named(other)} print on each other`);
    }
  });
  // Where a dashed line crosses a label, the label must be drawn over it (the line hidden behind the
  // text), not the line over the label: checked at the middle of where they cross, and at its centre.
  const lines = [...chart.querySelectorAll('.chart__line')];
  for (const label of labels) {
    label.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = label.getBoundingClientRect();
    const points = [[box.left + box.width / 2, box.top + box.height / 2]];
    for (const line of lines) {
      const across = line.getBoundingClientRect();
      if (!overlap(box, across)) continue;
      const [left, right] = [Math.max(box.left, across.left), Math.min(box.right, across.right)];
      const [top, bottom] = [Math.max(box.top, across.top), Math.min(box.bottom, across.bottom)];
      points.push([(left + right) / 2, (top + bottom) / 2]);
    }
    for (const [x, y] of points) {
      const shown = widget.shadowRoot.elementFromPoint(x, y);
      if (!label.contains(shown)) {
        problems.push(`${named(label)} is under ${shown ? `${shown.localName}.${shown.className}` : 'nothing'}`);
        break;
      }
    }
  }
  return problems;
}

/** Each closed section (details, accordion) and menu of the screen, opened; `undo` closes them again. */
function openSections(root) {
  const details = [...root.querySelectorAll('details:not([open])')];
  const buttons = [...root.querySelectorAll('button[aria-expanded="false"]')];
  details.forEach((el) => (el.open = true));
  buttons.forEach((button) => button.click());
  return () => {
    details.forEach((el) => (el.open = false));
    buttons.forEach((button) => button.click());
  };
}

/**
 * What `measure(root)` finds with every section and menu of the screen open, then in each of its
 * dialogs shown on its own (as the control that opens it would). Puts everything back as it was,
 * focus included, so that the journey goes on from where it was.
 */
export async function withEverythingOpen(widget, measure) {
  const root = widget.shadowRoot;
  const focused = root.activeElement;
  const found = [];
  const close = openSections(root);
  await nextFrame();
  found.push(...(await measure(root.querySelector('.widget'))).map((problem) => `all open: ${problem}`));
  close();
  for (const dialog of root.querySelectorAll('dialog:not([open])')) {
    dialog.showModal();
    const box = dialog.getBoundingClientRect();
    if (box.left < 0 || box.right > document.documentElement.clientWidth)
      found.push(
        `dialog ${named(dialog.querySelector('h2'))} runs off the window (${Math.round(box.left)} to ${Math.round(box.right)} px)`,
      );
    if (dialog.scrollWidth > dialog.clientWidth) found.push(`dialog ${named(dialog.querySelector('h2'))} scrolls sideways`);
    found.push(...(await measure(dialog)).map((problem) => `dialog ${named(dialog.querySelector('h2'))}: ${problem}`));
    dialog.close();
  }
  await nextFrame();
  focused?.focus({ preventScroll: true });
  return found;
}
