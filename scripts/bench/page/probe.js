// The bench's in-page probe: a classic script at the top of <head>, before the element's script.
// Every time is ms from the page's time origin (navigation start), as the browser's own paint
// entries are:
// - fcp: the browser's first-contentful-paint entry (a PerformanceObserver for 'paint'). It is
//   page-wide; on the bench pages the element is the only content (see pages.mjs), so it is the
//   element's first paint.
// - reactReady: the element's ready event, sent from an effect after React's first commit
//   (dc-ready, ucc-ready; the floor's bench-floor-ready, sent the same way).
// - firstScreen: the first moment the element's shadow root holds its first screen, an <h1> and
//   an enabled <button> (the floor: its <p>), seen by a MutationObserver set up once the element
//   is defined. A widget draws its pre-rendered first screen as it connects, before React starts.
// - defined: customElements.whenDefined (its module fetched, compiled and run).
// - scriptsArrived: the last script's responseEnd (resource timing) before the first screen.
// - t0: when the parser reaches this probe, i.e. when the page asks for the widget's script.
// - layoutShift: the page's cumulative layout shift (the browser's layout-shift entries without
//   recent input) by the time React is ready: how far the host's own content jumped.
(() => {
  const t0 = performance.now();
  const params = new URL(document.currentScript.src).searchParams;
  const tags = (params.get('tags') ?? '').split(',').filter(Boolean);
  const bench = (window.__bench = {
    t0,
    fcp: undefined,
    defined: {},
    firstScreen: {},
    reactReady: {},
    scriptsArrived: 0,
    layoutShift: 0,
    done: false,
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const READY_EVENTS = { 'drinking-check': 'dc-ready', 'unit-calculator': 'ucc-ready', 'bench-floor': 'bench-floor-ready' };

  const hasFirstScreen = (root, tag) =>
    tag === 'bench-floor'
      ? root.querySelector('p')
      : root.querySelector('h1') && [...root.querySelectorAll('button')].some((button) => !button.disabled);

  const finish = () => {
    if (bench.done || bench.fcp === undefined || !tags.every((tag) => tag in bench.reactReady && tag in bench.firstScreen))
      return;
    const shown = Math.max(...tags.map((tag) => bench.firstScreen[tag]));
    const scripts = performance.getEntriesByType('resource').filter((entry) => !entry.name.includes('/bench/probe.js'));
    bench.scriptsArrived = Math.max(
      0,
      ...scripts.filter((entry) => entry.responseEnd <= shown).map((entry) => entry.responseEnd),
    );
    bench.done = true;
  };

  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (!entry || bench.fcp !== undefined) return;
    bench.fcp = entry.startTime;
    finish();
  }).observe({ type: 'paint', buffered: true });

  for (const tag of tags) {
    document.addEventListener(
      READY_EVENTS[tag],
      () => {
        bench.reactReady[tag] = performance.now();
        finish();
      },
      { once: true },
    );
    customElements.whenDefined(tag).then(() => {
      bench.defined[tag] = performance.now();
      const root = document.querySelector(tag).shadowRoot;
      const shown = () => {
        bench.firstScreen[tag] = performance.now();
        finish();
      };
      if (hasFirstScreen(root, tag)) return shown();
      const observer = new MutationObserver(() => {
        if (!hasFirstScreen(root, tag)) return;
        observer.disconnect();
        shown();
      });
      observer.observe(root, { childList: true, subtree: true, attributes: true });
    });
  }
})();
