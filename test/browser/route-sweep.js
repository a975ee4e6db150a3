// Walks every listed route of a widget (sweep-routes.js) along the sweep's journeys
// (sweep-journeys.js) and runs a check on each screen once: the accessibility sweep runs axe, the
// host matrix measures the layout. Fails when a listed route was never reached.
import { expect } from '@esm-bundle/chai';
import { nextFrame, waitFor } from './helpers.js';

/** The longest loader-duration allowed: time to check a loader; the sweep lets it go on by setting 0. */
export const HELD_LOADER = '10000';

const focusedHeading = (widget) => widget.shadowRoot.activeElement?.localName === 'h1';

/** Waits a few frames, long enough for a <Redirect> to have happened. */
async function settle() {
  for (let i = 0; i < 3; i += 1) await nextFrame();
}

/**
 * `checkRoute(path)` returns the problems found on the screen shown now (strings; [] when none).
 * Mount the widget with loader-duration="HELD_LOADER" so that loaders wait to be checked.
 */
export function createRouteSweep(widget, prefix, routes, checkRoute) {
  const listed = new Map(routes.map((route) => [route.path, route]));
  const checked = new Map();

  async function check(path) {
    await settle();
    expect(widget.route, `still on ${path} (a redirect would mean this route needs state: reach it by the journey)`).to.equal(
      path,
    );
    checked.set(path, await checkRoute(path));
  }

  async function releaseLoader(path) {
    widget.setAttribute('loader-duration', '0');
    await waitFor(() => widget.route !== path, `the loader ${path} to finish`);
    widget.setAttribute('loader-duration', HELD_LOADER);
  }

  return {
    /** The journey's step: waits for the screen at `path`, checks it once, lets a loader go on. */
    async visit(path, { first = false } = {}) {
      const route = listed.get(path);
      if (!route) throw new Error(`The journey reached ${path}, which is not in sweep-routes.js`);
      await waitFor(
        () => widget.route === path && widget.shadowRoot.querySelector('h1') && (first || focusedHeading(widget)),
        `${path} (now ${widget.route})`,
      );
      if (!checked.has(path)) await check(path);
      if (route.loader) await releaseLoader(path);
    },
    /** Opens each 'link' route not checked yet, as a link or bookmark would. */
    async visitLinks() {
      for (const route of routes.filter((r) => r.reach === 'link' && !checked.has(r.path))) {
        location.hash = `${prefix}=${route.path}`;
        await waitFor(() => widget.route === route.path && widget.shadowRoot.querySelector('h1'), route.path);
        await check(route.path);
      }
    },
    /** Fails when a route was not reached or a check found problems. */
    report(label) {
      const paths = [...checked.keys()];
      console.log(`${label}: ${paths.length} routes checked: ${paths.join(', ')}`);
      expect(
        routes.map((r) => r.path).filter((path) => !checked.has(path)),
        `${label}: routes not reached`,
      ).to.deep.equal([]);
      const problems = [...checked].flatMap(([path, found]) => found.map((v) => `${path}: ${v}`));
      expect(problems, `${label}: problems`).to.deep.equal([]);
    },
  };
}
