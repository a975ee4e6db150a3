// What a host page and a person would notice of a widget's layout, read from the live page:
// sideways overflow, the smallest text, the smallest touch target, and host text styles that
// leaked in. Used by host-matrix.test.js.

/** The host page styles the matrix puts a widget under, as a CMS theme or partner site would. */
export const HOST_CSS = {
  none: '',
  'root 62.5%': 'html { font-size: 62.5%; }',
  'root 150%': 'html { font-size: 150%; }',
  'body text styles':
    'body { text-align: center; text-transform: uppercase; font-style: italic; letter-spacing: 0.2em; line-height: 3; }',
  'content-box, buttons unset': '* { box-sizing: content-box; } button { all: unset; }',
  'dark page': 'html, body { background: #111111; color: #eeeeee; }',
};

const INTERACTIVE = 'button, a[href], input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

const rendered = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible';

/** Clipped to a pixel for screen readers only (the visually-hidden pattern). */
const screenReaderOnly = (rect) => rect.width <= 1 || rect.height <= 1;

const ownText = (el) => [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim() !== '');

/** A link inside a sentence: WCAG 2.5.8 exempts it from the target size, as it must flow with the text. */
function inlineInText(el) {
  if (el.localName !== 'a' || getComputedStyle(el).display !== 'inline') return false;
  return el.parentElement.textContent.replace(el.textContent, '').trim() !== '';
}

/** A radio or check box is pressed through its label as well: its target is the two together. */
function targetRect(el) {
  const rect = el.getBoundingClientRect();
  if (el.localName !== 'input' || !el.labels?.length) return rect;
  const label = el.labels[0].getBoundingClientRect();
  const top = Math.min(rect.top, label.top);
  const bottom = Math.max(rect.bottom, label.bottom);
  return { width: Math.max(rect.right, label.right) - Math.min(rect.left, label.left), height: bottom - top };
}

const describe = (el) =>
  `${el.localName}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${el.textContent.trim().slice(0, 30)}"`;

/**
 * Measures a widget where it stands. `column` is the host element holding it: overflow of the
 * page is counted beyond the column's own right edge and the window's width, so a column wider
 * than a phone's window does not count against the widget.
 */
export function measureLayout(widget, column, { touch }) {
  const page = document.documentElement;
  const pageRight = Math.max(page.clientWidth, Math.ceil(column.getBoundingClientRect().right + scrollX));
  const inner = widget.shadowRoot.querySelector('.widget');
  const found = {
    pageOverflow: Math.max(0, page.scrollWidth - pageRight),
    widgetOverflow: Math.max(
      0,
      inner.scrollWidth - inner.clientWidth,
      Math.ceil(inner.getBoundingClientRect().right - widget.getBoundingClientRect().right),
    ),
    smallestText: Infinity,
    smallestTextAt: '',
    smallestTarget: Infinity,
    smallestTargetAt: '',
    leakedStyles: [],
  };
  for (const el of widget.shadowRoot.querySelectorAll('*')) {
    if (!rendered(el)) continue;
    const rect = el.getBoundingClientRect();
    if (screenReaderOnly(rect)) continue;
    const style = getComputedStyle(el);
    if (ownText(el)) {
      const size = parseFloat(style.fontSize);
      if (size < found.smallestText) Object.assign(found, { smallestText: size, smallestTextAt: describe(el) });
      if (style.textTransform !== 'none' || style.fontStyle !== 'normal' || style.letterSpacing !== 'normal') {
        found.leakedStyles.push(`${describe(el)}: ${style.textTransform} ${style.fontStyle} ${style.letterSpacing}`);
      }
    }
    if (touch && el.matches(INTERACTIVE) && !inlineInText(el)) {
      const target = targetRect(el);
      const size = Math.min(target.width, target.height);
      if (size < found.smallestTarget)
        Object.assign(found, { smallestTarget: Math.round(size * 10) / 10, smallestTargetAt: describe(el) });
    }
  }
  return found;
}
