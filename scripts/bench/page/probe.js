// The bench's in-page probe: a classic script at the top of <head>, before the element's script
// (inline, with data-tags, on the pages with the host's text: pages.mjs).
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
// - readyScriptsArrived: the same before React's ready: with scriptsArrived, when the line carried
//   what each of them needs (0250, "Amended: where the line puts the phone's first paint").
// - t0: when the parser reaches this probe, i.e. when the page asks for the widget's script.
// - layoutShift: the page's cumulative layout shift (the browser's layout-shift entries without
//   recent input) by the time React is ready and a frame has rendered after it: how far the host's
//   own content jumped. The browser makes an entry as it lays out the frame that shifts, which may
//   come after the ready event, so the probe is done only once that frame is laid out and the
//   entries not yet delivered are taken.
(() => {
  const t0 = performance.now();
  const script = document.currentScript;
  const tags = (script.dataset.tags ?? new URL(script.src).searchParams.get('tags') ?? '').split(',').filter(Boolean);
  const bench = (window.__bench = {
    t0,
    fcp: undefined,
    defined: {},
    firstScreen: {},
    reactReady: {},
    scriptsArrived: 0,
    readyScriptsArrived: 0,
    layoutShift: 0,
    done: false,
  });
  const addShifts = (entries) => {
    for (const entry of entries) if (!entry.hadRecentInput) bench.layoutShift += entry.value;
  };
  const shifts = new PerformanceObserver((list) => addShifts(list.getEntries()));
  shifts.observe({ type: 'layout-shift', buffered: true });
  let finishing = false;
  const READY_EVENTS = { 'drinking-check': 'dc-ready', 'unit-calculator': 'ucc-ready', 'bench-floor': 'bench-floor-ready' };

  const hasFirstScreen = (root, tag) =>
    tag === 'bench-floor'
      ? root.querySelector('p')
      : root.querySelector('h1') && [...root.querySelectorAll('button')].some((button) => !button.disabled);

  const finish = () => {
    if (finishing || bench.fcp === undefined || !tags.every((tag) => tag in bench.reactReady && tag in bench.firstScreen)) return;
    finishing = true;
    const shown = Math.max(...tags.map((tag) => bench.firstScreen[tag]));
    const scripts = performance.getEntriesByType('resource').filter((entry) => !entry.name.includes('/bench/probe.js'));
    const lastArrivedBy = (time) =>
      Math.max(0, ...scripts.filter((entry) => entry.responseEnd <= time).map((entry) => entry.responseEnd));
    bench.scriptsArrived = lastArrivedBy(shown);
    bench.readyScriptsArrived = lastArrivedBy(Math.max(...tags.map((tag) => bench.reactReady[tag])));
    // A task queued from a frame's callback runs once that frame is laid out.
    requestAnimationFrame(() =>
      setTimeout(() => {
        addShifts(shifts.takeRecords());
        bench.done = true;
      }, 0),
    );
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
