// The widgets react to their own size in two ways: CSS container queries, which the browser
// applies as soon as layout is read, and ResizeObservers (src/ui/widget/use-narrow-widget.ts),
// which are told at the next frame's rendering. This records what every ResizeObserver on the
// page watches, so that a test that changes a widget's host layout many times (the host matrix)
// waits for frames only when the change reaches an observer. Import it before any widget mounts.
const watched = new Map();
const NativeResizeObserver = window.ResizeObserver;
window.ResizeObserver = class extends NativeResizeObserver {
  observe(target, options) {
    watched.set(target, options?.box ?? 'content-box');
    super.observe(target, options);
  }
};

const px = (style, property) => parseFloat(style.getPropertyValue(property)) || 0;

/** The size a ResizeObserver reports for `el` in `box`: border-box or content-box. */
function boxSize(el, box) {
  const rect = el.getBoundingClientRect();
  if (box === 'border-box') return `${rect.width}x${rect.height}`;
  const style = getComputedStyle(el);
  const across = ['left', 'right'].reduce(
    (sum, side) => sum + px(style, `padding-${side}`) + px(style, `border-${side}-width`),
    0,
  );
  const down = ['top', 'bottom'].reduce((sum, side) => sum + px(style, `padding-${side}`) + px(style, `border-${side}-width`), 0);
  return `${rect.width - across}x${rect.height - down}`;
}

/** The sizes that observers of `widget` (the element or anything in its shadow root) see now. */
export function observedSizes(widget) {
  const sizes = [];
  for (const [el, box] of watched) {
    if (el === widget || widget.shadowRoot?.contains(el)) sizes.push(el.isConnected ? boxSize(el, box) : 'gone');
  }
  return sizes.join(' ');
}
