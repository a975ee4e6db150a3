// Shared by the browser tests (helpers.js) and the e2e demo tabs (demo-plugin.mjs, sent to the
// page as text): it must stand alone, with no imports.

/**
 * Tab past the last control of the test page comes back to its first, and Shift+Tab past the
 * first to its last, as a browser window brings a keyboard user round. Headless Chromium wraps by
 * itself; Firefox and WebKit hand focus to the browser's own toolbar, after which no key reaches
 * the page. Two guards at the ends of the page pass focus round instead
 * (docs/testing-in-three-engines.md).
 */
export function wrapTabRound() {
  const guard = (name) => {
    const el = document.createElement('span');
    el.tabIndex = 0;
    el.dataset.tabGuard = name;
    el.setAttribute('aria-hidden', 'true');
    return el;
  };
  const first = guard('start');
  const last = guard('end');
  let passing = false;
  const pass = (to) => {
    passing = true;
    to.focus();
    passing = false;
  };
  // From the end guard round to the start guard: the next Tab lands on the page's first control.
  last.addEventListener('focus', () => passing || pass(first));
  // Onto the start guard from inside the page is a Shift+Tab past the first control.
  first.addEventListener('focus', (event) => passing || event.relatedTarget === null || pass(last));
  const place = () => {
    if (document.body.firstElementChild !== first) document.body.prepend(first);
    if (document.body.lastElementChild !== last) document.body.append(last);
  };
  const start = () => {
    place();
    new MutationObserver(place).observe(document.body, { childList: true });
  };
  if (document.body) start();
  else addEventListener('DOMContentLoaded', start);
}
