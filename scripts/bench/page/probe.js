// The bench's in-page probe: a classic script placed just before the element's module script.
// t0 = performance.now() when the parser reaches it, i.e. when the page asks for the widget's
// script. "Ready" = the first moment the element's shadow root holds its first screen and can
// take input: an <h1> and an enabled <button> (the floor: its <p>), seen by a MutationObserver
// on the shadow root (set up as soon as the element is defined). "Painted" = the end of the
// next frame after that (requestAnimationFrame, then a task). Also noted: the time of the
// widget's own ready event (dc-ready / ucc-ready), sent from an effect after the first commit.
// For the breakdown: when the scripts had arrived, and when the element was defined (its
// module evaluated).
(() => {
  const t0 = performance.now();
  const params = new URL(document.currentScript.src).searchParams;
  const tags = (params.get('tags') ?? '').split(',').filter(Boolean);
  const bench = (window.__bench = { t0, defined: {}, ready: {}, painted: {}, readyEvent: {}, scriptsLoaded: 0, done: false });
  const since = () => performance.now() - t0;

  const firstScreen = (root, tag) =>
    tag === 'bench-floor'
      ? root.querySelector('p')
      : root.querySelector('h1') && [...root.querySelectorAll('button')].some((button) => !button.disabled);

  const afterNextFrame = (run) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = run;
      channel.port2.postMessage(null);
    });

  const finish = () => {
    if (!tags.every((tag) => tag in bench.painted)) return;
    // When the last script of the first screen had arrived (resource timing), for the breakdown.
    const scripts = performance.getEntriesByType('resource').filter((entry) => !entry.name.includes('/bench/probe.js'));
    bench.scriptsLoaded = Math.max(
      0,
      ...scripts.filter((entry) => entry.responseEnd - t0 <= bench.ready[tags[0]]).map((entry) => entry.responseEnd - t0),
    );
    bench.done = true;
  };

  for (const tag of tags) {
    const prefix = { 'drinking-check': 'dc', 'unit-calculator': 'ucc' }[tag];
    if (prefix) document.addEventListener(`${prefix}-ready`, () => (bench.readyEvent[tag] = since()), { once: true });
    customElements.whenDefined(tag).then(() => {
      bench.defined[tag] = since();
      const root = document.querySelector(tag).shadowRoot;
      const done = () => {
        bench.ready[tag] = since();
        afterNextFrame(() => {
          bench.painted[tag] = since();
          finish();
        });
      };
      if (firstScreen(root, tag)) return done();
      const observer = new MutationObserver(() => {
        if (!firstScreen(root, tag)) return;
        observer.disconnect();
        done();
      });
      observer.observe(root, { childList: true, subtree: true, attributes: true });
    });
  }
})();
