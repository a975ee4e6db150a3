// Issue 37: a 1 MB parent-origin took single tasks of 20-27 s. Each attribute is now refused unread
// past its length, and an id counts for its first 100 characters only
// (docs/decisions/0292-every-attribute-has-a-length-limit.md). Measured as a page would feel it:
// the time each synchronous setAttribute takes (the element's attributeChangedCallback runs inside
// it), beside the same setAttribute on a plain element (the engine's own share), and the append of
// an element written with such values. Each is the least of three tries, each in a task of its
// own, so that what is measured is the work itself and not what else this shared machine is
// doing; Chromium also reports every task over 50 ms meanwhile (printed: the test's own loop and
// React's renders between the tries make some on a busy machine).
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { captureWarnings, mount, resetUrl, waitFor } from './helpers.js';

const LONG_TASK_MS = 50;
/** Firefox's own setAttribute of 1 MB takes tens of ms here: one try each there, printed, not judged (below). */
const FIREFOX = navigator.userAgent.includes('Firefox/');
const TRIES = 3;
const SET_TRIES = FIREFOX ? 1 : TRIES;
/**
 * A million characters of what mending and URL parsing work hardest on (spaces, line breaks,
 * entities), one for each try so that each is a change; made before anything is timed.
 */
const HOSTILE = Array.from({ length: TRIES }, (_, n) =>
  `${n}https://a.test/${' \n&amp;amp;\u00a0,'.repeat(125_000)}`.slice(0, 1_000_000).split('').join(''),
);
const ATTRIBUTES = customElements.get('drinking-check').observedAttributes;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The least time `act(n)` takes over `tries`, each in a task of its own. */
async function leastOf(act, tries = TRIES) {
  let least = Infinity;
  for (let n = 0; n < tries; n += 1) {
    await nextTask();
    const started = performance.now();
    act(n);
    least = Math.min(least, performance.now() - started);
  }
  return least;
}

/** Durations of the tasks over 50 ms from now until stop(), where the engine reports them. */
function watchLongTasks() {
  const tasks = [];
  const supported = PerformanceObserver.supportedEntryTypes?.includes('longtask');
  const observer = supported ? new PerformanceObserver((list) => tasks.push(...list.getEntries())) : undefined;
  observer?.observe({ type: 'longtask' });
  return () => {
    observer?.takeRecords().forEach((entry) => tasks.push(entry));
    observer?.disconnect();
    return supported ? tasks.map((task) => Math.round(task.duration)) : 'not reported by this engine';
  };
}

describe('a 1 MB value in every attribute', () => {
  let holder;
  let console_;
  beforeEach(() => {
    resetUrl();
    console_ = captureWarnings();
  });
  afterEach(() => {
    console_.restore();
    holder?.remove();
    holder = undefined;
    sessionStorage.clear();
    resetUrl();
  });

  it('is refused at once by both elements, each with the default and a problem that says why', async function () {
    this.timeout(60_000);
    let widgets;
    ({ holder, widgets } = await mount(
      '<drinking-check routing="memory"></drinking-check><unit-calculator routing="memory"></unit-calculator>',
    ));
    const [check, calculator] = widgets;
    // What the engine itself takes to set a 1 MB attribute (tens of ms in Firefox on a busy machine).
    const plain = document.createElement('div');
    holder.append(plain);
    const stop = watchLongTasks();
    const times = [];
    for (const name of ATTRIBUTES) {
      const own = await leastOf((n) => check.setAttribute(name, HOSTILE[n]), SET_TRIES);
      const engine = FIREFOX ? NaN : await leastOf((n) => plain.setAttribute(name, HOSTILE[n]), SET_TRIES);
      times.push({ name, own, engine });
      calculator.setAttribute(name, HOSTILE[0]);
    }
    await waitFor(
      () => widgets.every((widget) => widget.settingsProblems.length === ATTRIBUTES.length),
      'a problem for every attribute',
    );
    const slowest = times.reduce((a, b) => (b.own > a.own ? b : a));
    console.log(
      `1 MB attributes: slowest setAttribute ${slowest.name}, ${slowest.own.toFixed(1)} ms (a plain element: ${slowest.engine.toFixed(1)} ms); ` +
        `tasks over 50 ms: ${JSON.stringify(stop())}`,
    );

    // Timed where the engine's own share is small: Chromium and WebKit set 1 MB in a millisecond or
    // two. Firefox takes 15-350 ms for it on this shared machine, a plain element as much, varying
    // from one try to the next; there the figures are printed, not judged.
    if (!FIREFOX) for (const { name, own } of times) expect(own, `${name}: ms`).to.be.below(LONG_TASK_MS);
    for (const widget of widgets) {
      expect(widget.settingsProblems.map((p) => p.attribute)).to.have.members(ATTRIBUTES);
      expect(
        widget.settingsProblems.every((p) => p.problem.includes('(1000000 characters)') && p.problem.includes('longer than')),
      ).to.equal(true);
      expect(widget.shadowRoot.querySelector('h1'), 'its screen still there').to.not.equal(null);
    }
    expect([check.brand, check.parentOrigin, calculator.apiBase]).to.deep.equal(['alcohol-awareness', [], undefined]);
  });

  it('and in its id is taken by an element added to the page at once, named for the first 100 characters', async function () {
    this.timeout(60_000);
    holder = document.createElement('div');
    document.body.append(holder);
    // Written by the page beforehand (each setAttribute timed above); what is timed is the element
    // taking them all in as it joins the page: its settings, its name, its first screen. The least
    // of three in every engine: one try in Firefox once took 121 ms on a busy CI machine, a pause
    // of the engine's, while its other tries there take a few ms.
    const elements = Array.from({ length: TRIES }, (_, n) => {
      const check = document.createElement('drinking-check');
      check.id = HOSTILE[n];
      for (const name of ATTRIBUTES) if (name !== 'routing') check.setAttribute(name, HOSTILE[n]);
      return check;
    });
    const ms = await leastOf((n) => holder.append(elements[n]));
    console.log(`1 MB id and attributes: least append ${ms.toFixed(1)} ms`);
    expect(ms, 'ms to add it').to.be.below(LONG_TASK_MS);
    await waitFor(() => location.hash.startsWith('#dc-0https'), 'its route in the address');
    const [key] = location.hash.slice(1).split('=');
    expect(key.length, 'its name in the address').to.be.at.most('dc-'.length + 100);
  });
});
