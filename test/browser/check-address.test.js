// The address bar and history of a shared phone never show a person's risk level (issue 27): the
// result's route keeps its name inside the widget, the page's address shows the neutral path, and
// Back and Forward still work.
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import { onScreen, resetCheckSession, walkAboutYou, walkQuestions } from './check-helpers.js';
import { mount, resetUrl, waitFor } from './helpers.js';

describe('Drinking Check: the result in the address', () => {
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

  it('shows the neutral results path in the address, keeps the level route inside, and goes Back and Forward', async function () {
    this.timeout(30000);
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check loader-duration="0"></drinking-check>'));
    const [check] = widgets;
    await walkAboutYou(check, { axe: false });
    // Daily, 10 or more, daily binges: possible dependence.
    await walkQuestions(check, [4, 4, 4, 4, 4, 4, 4, 4, 2, 2], { axe: false });
    await onScreen(check, 'Your Drinking Check result');
    expect(check.route).to.equal('/overview/results-possible-dependence');
    expect(location.hash).to.equal('#dc=/overview/results');
    expect(location.href).to.not.match(/risk|dependence/);

    history.back();
    await waitFor(() => check.route === '/loading-results' || check.route.startsWith('/drinking-check/question'), 'a step back');
    history.forward();
    await waitFor(() => check.shadowRoot.querySelector('h1')?.textContent === 'Your Drinking Check result', 'the result again');
    expect(location.hash).to.equal('#dc=/overview/results');
  });
});
