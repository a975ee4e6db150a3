// Helpers of the results browser tests: reach a result by a real keyboard journey.
import { expect } from '@esm-bundle/chai';
import { onScreen, walkAboutYou, walkQuestions } from './check-helpers.js';
import { mount, waitFor } from './helpers.js';

export const RESULT_HEADING = 'Your Drinking Check result';

// Option positions per question (see check-bands.test.js): one walk per message variant.
export const LEVEL_WALKS = {
  low: {
    options: [2, 1, 1],
    route: '/overview/results-lower-risk-audit-c',
    abridged: '/overview/results-abridged-lower-risk-audit-c',
    badge: 'Low risk',
  },
  lowOver: {
    options: [4, 2, 0, 0, 0, 0, 0, 0, 0, 0],
    route: '/overview/results-lower-risk',
    abridged: '/overview/results-abridged-lower-risk',
    badge: 'Low risk',
  },
  increasing: {
    options: [2, 2, 1, 1, 1, 1, 0, 0, 0, 0],
    route: '/overview/results-increasing-risk',
    abridged: '/overview/results-abridged-increasing-risk',
    badge: 'Increasing risk',
  },
  higher: {
    options: [4, 4, 4, 0, 0, 0, 0, 0, 1, 1],
    route: '/overview/results-high-risk',
    abridged: '/overview/results-abridged-high-risk',
    badge: 'Higher risk',
  },
  possibleDependence: {
    options: [4, 4, 4, 4, 0, 0, 0, 0, 1, 1],
    route: '/overview/results-possible-dependence',
    abridged: '/overview/results-abridged-possible-dependence',
    badge: 'Possible dependence',
  },
};

/** Mounts a Drinking Check and walks to the result of `level` with the keyboard. */
export async function reachResult(level) {
  const walk = LEVEL_WALKS[level];
  const { holder, widgets } = await mount('<drinking-check loader-duration="0"></drinking-check>');
  const [check] = widgets;
  await walkAboutYou(check, { axe: false });
  await walkQuestions(check, walk.options, { axe: false });
  await onScreen(check, RESULT_HEADING);
  expect(check.route).to.equal(walk.route);
  return { holder, check, walk };
}

export const $ = (widget, selector) => widget.shadowRoot.querySelector(selector);
export const $$ = (widget, selector) => [...widget.shadowRoot.querySelectorAll(selector)];

export const buttonNamed = (widget, name) => $$(widget, 'button').find((b) => b.textContent.trim() === name);

/** Opens every collapsed section, so that axe sees all the content. */
export function expandAll(widget) {
  for (const button of $$(widget, 'button[aria-expanded="false"]')) button.click();
}

export const isShown = (element) => element !== undefined && element !== null && element.getClientRects().length > 0;

/** Shows another route of the widget, as a host page link would. */
export async function goTo(widget, path, ready) {
  location.hash = `dc=${path}`;
  await waitFor(() => widget.route === path && ready(), `route ${path}`);
}
