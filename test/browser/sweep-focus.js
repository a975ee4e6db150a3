// Watches every focus move inside a widget and checks that the focused control shows a visible
// focus indicator (WCAG 2.4.7): a non-transparent outline, or a box-shadow with a visible colour.

const CONTROL = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

const alpha = (color) => {
  const match = /rgba?\(([^)]+)\)/.exec(color);
  if (!match) return color === 'transparent' ? 0 : 1;
  const parts = match[1].split(/[\s,/]+/).filter(Boolean);
  return parts.length > 3 ? Number(parts[3]) : 1;
};

/** What a focused element shows: a visible outline or box-shadow, on a rendered box. */
export function focusIndicator(el) {
  const style = getComputedStyle(el);
  const box = el.getBoundingClientRect();
  const rendered = box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && alpha(style.outlineColor) > 0;
  const shadowColors = style.boxShadow === 'none' ? [] : (style.boxShadow.match(/rgba?\([^)]+\)/g) ?? []);
  const shadow = shadowColors.some((color) => alpha(color) > 0);
  return {
    visible: rendered && (outline || shadow),
    style: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
  };
}

const describe = (el) => {
  const name = el.getAttribute('aria-label') ?? (el.labels?.[0] ?? el).textContent.replace(/\s+/g, ' ').trim();
  return `<${el.localName}${el.type ? ` type=${el.type}` : ''}> "${name.slice(0, 50)}"`;
};

/**
 * Starts watching. Every focus move onto a control counts when it happens; its indicator is
 * checked in the next animation frame, just before that frame is painted: what a person sees (a
 * component may focus an element and restyle it in the same task, as roving-tabindex tabs do).
 * A control that focus left before any frame was painted was never seen, and is not checked: an
 * engine that paints less often (WebKit under a virtual display) checks fewer, but counts the same.
 * `result()` gives every control that took focus and those shown without an indicator.
 */
export function watchFocus(widget) {
  const focused = [];
  const missing = [];
  const check = (el) => {
    if (widget.shadowRoot.activeElement !== el) return;
    const { visible, style } = focusIndicator(el);
    if (visible) return;
    // A page whose window has lost the focus matches no :focus in WebKit: said, so that a failure
    // tells the test's window from the widget's styles.
    const windowFocus = document.hasFocus() ? '' : ' (the window did not have the focus)';
    missing.push(`${describe(el)}: ${style}${windowFocus}`);
  };
  const onFocus = () => {
    const el = widget.shadowRoot.activeElement;
    if (!el?.matches(CONTROL)) return;
    focused.push(describe(el));
    requestAnimationFrame(() => check(el));
  };
  widget.shadowRoot.addEventListener('focusin', onFocus);
  return {
    async result() {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      widget.shadowRoot.removeEventListener('focusin', onFocus);
      return { focused, missing };
    },
  };
}
