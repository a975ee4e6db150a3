// Pace and steadiness of a whole Drinking Check (docs/decisions/0150-loaders-wait-for-work.md): the time spent on loader
// screens, and what the host page sees of the widget while they show (its height, its banner,
// the host text below it, the page's scroll position). Loaders run with their default timing.
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import { onScreen, resetCheckSession, walkAboutYou, walkQuestions } from './check-helpers.js';
import { mount, resetUrl } from './helpers.js';

const LOADERS = new Set(['/loading-basic-personal-info', '/drinking-check/loading-drink-check', '/loading-results']);
/** The issue's ceiling for a whole check with a healthy API. */
const MAX_LOADER_MS = 1500;

/** Samples every frame: the route, the widget's height, its banner, the host text below, the scroll. */
function recordFrames(widget, below) {
  const frames = [];
  let running = true;
  const take = () =>
    frames.push({
      t: performance.now(),
      route: widget.route,
      height: widget.getBoundingClientRect().height,
      banner: Boolean(widget.shadowRoot.querySelector('.banner')),
      belowTop: below.getBoundingClientRect().top + window.scrollY,
      scrollY: window.scrollY,
    });
  const sample = () => {
    if (!running) return;
    take();
    requestAnimationFrame(sample);
  };
  // The screen as it is now, in case the engine's first frame comes after the first step.
  take();
  requestAnimationFrame(sample);
  return {
    stop() {
      running = false;
      return frames;
    },
  };
}

/** Loader visits: the frames shown on each, and the last frame before it. */
function loaderVisits(frames) {
  const visits = [];
  for (let i = 1; i < frames.length; i += 1) {
    if (!LOADERS.has(frames[i].route) || frames[i - 1].route === frames[i].route) continue;
    const during = [];
    for (let j = i; j < frames.length && frames[j].route === frames[i].route; j += 1) during.push(frames[j]);
    const after = frames[i + during.length];
    visits.push({ route: frames[i].route, before: frames[i - 1], during, ms: (after ?? during.at(-1)).t - during[0].t });
  }
  return visits;
}

describe('Drinking Check pace: loaders across a whole check', () => {
  let holder;
  beforeEach(() => {
    resetUrl();
    resetCheckSession();
  });
  afterEach(() => {
    holder?.remove();
    resetCheckSession();
    resetUrl();
  });

  it('spends at most 1.5 s on loaders, and keeps the height, the banner, the host text and the scroll while they show', async function () {
    this.timeout(60000);
    let widgets;
    ({ holder, widgets } = await mount(
      '<p>Host text before.</p><drinking-check></drinking-check><p class="below">Host text below the widget.</p>',
    ));
    const [check] = widgets;
    const recorder = recordFrames(check, holder.querySelector('.below'));
    await walkAboutYou(check, { axe: false });
    await walkQuestions(check, [4, 2, 2, 1, 1, 0, 1, 1, 1, 2], { axe: false });
    await onScreen(check, 'Your Drinking Check result');
    const visits = loaderVisits(recorder.stop());

    const total = visits.reduce((sum, visit) => sum + visit.ms, 0);
    console.log(
      `pace: ${visits.length} loaders, ${Math.round(total)} ms in all: ${visits.map((v) => `${v.route} ${Math.round(v.ms)} ms`).join(', ')}`,
    );
    for (const visit of visits) {
      const heights = visit.during.map((f) => Math.round(f.height));
      console.log(
        `pace: ${visit.route}: widget ${Math.round(visit.before.height)} px before, ${Math.min(...heights)}-${Math.max(...heights)} px during`,
      );
    }
    expect(visits.map((v) => v.route)).to.deep.equal([...LOADERS]);
    expect(total, 'loader time in a whole check').to.be.at.most(MAX_LOADER_MS);
    for (const { route, before, during } of visits) {
      for (const frame of during) {
        expect(Math.abs(frame.height - before.height), `${route}: the widget keeps its height`).to.be.below(1);
        expect(frame.banner, `${route}: the banner stays`).to.be.true;
        expect(Math.abs(frame.belowTop - before.belowTop), `${route}: the host text below stays put`).to.be.below(1);
        expect(frame.scrollY, `${route}: the page does not scroll`).to.equal(before.scrollY);
      }
    }
  });
});
