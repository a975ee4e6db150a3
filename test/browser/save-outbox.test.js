// Issue 14, finding 2: a host that moves, removes or reloads a Drinking Check while its save is on
// its way, or while its results loader shows, loses neither: the save reaches the fake API once
// (one Idempotency-Key, however often it is sent), and the result is shown.
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import { answerNever, apiState, checksAtQuestionThree, resetApi, SAVE_PATH, saveEvents, saveRequests } from './fake-api.js';
import { openPage, resetUrl, waitFor } from './helpers.js';
import { scaleRequestTimes } from './request-times.js';

const SLOW_SAVE = [{ path: SAVE_PATH, mode: 'delay', ms: 1500 }];
const RESULT_ROUTE = '/overview/results-lower-risk-audit-c';

/** The save has reached the fake API and is on its way (its slow answer not yet sent). */
const saveOnItsWay = () => apiUntil((s) => saveRequests(s).length > 0, 'the save to reach the API');
/** An element out of the page for more than the task of a move has unmounted: its screen is gone. */
const unmounted = (widget) => waitFor(() => !widget.shadowRoot.querySelector('h1'), 'the element to unmount');

/** Rows of the fault matrix (saves attempted / stored / ms from the answer to the API's acknowledgement). */
const matrix = [];
after(() => console.log(`Fault matrix, the host moves things (attempted / stored / ms to settle):\n${matrix.join('\n')}`));
function row(fault, state, started) {
  const acknowledged = saveRequests(state).map((r) => r.answeredAt ?? 0);
  matrix.push(`${fault}: ${saveRequests(state).length} / ${state.saves.length} / ${Math.max(...acknowledged) - started} ms`);
}

/** Polls the API until `check(state)` holds; gives that state. */
async function apiUntil(check, what, timeout = 8000) {
  let state;
  try {
    await waitFor(async () => check((state = await apiState())), what, timeout);
  } catch (error) {
    throw new Error(`${error.message}: ${JSON.stringify(state?.saves)}`);
  }
  return state;
}

describe('a save on its way when the host moves or removes the element', () => {
  let holder;
  let other;
  beforeEach(() => {
    resetUrl();
    sessionStorage.clear();
    other = document.createElement('section');
    document.body.append(other);
  });
  afterEach(async () => {
    holder?.remove();
    other.remove();
    sessionStorage.clear();
    scaleRequestTimes(1);
    await resetApi();
  });

  it('is stored once when the element is moved during it, and the element keeps its screen', async () => {
    const { origin } = await resetApi(SLOW_SAVE);
    let widgets;
    ({ holder, widgets } = await checksAtQuestionThree(['moved'], `api-base="${origin}" loader-duration="500"`));
    const [check] = widgets;
    const events = saveEvents(check);
    const started = answerNever(check);
    await waitFor(() => check.route === '/loading-results', 'the results loader');
    other.append(check);
    const state = await apiUntil(
      (s) => saveRequests(s).length > 0 && saveRequests(s).every((r) => r.answeredAt ?? r.closedAt),
      'the save to end',
    );
    row('moved during the save (slow answer, 1.5 s)', state, started);
    expect([saveRequests(state).length, state.saves.length], 'attempted, stored').to.deep.equal([1, 1]);
    await waitFor(() => events.length > 0, 'the save event');
    expect(events.map((e) => e.status)).to.deep.equal(['stored']);
    await waitFor(() => check.route === RESULT_ROUTE, 'the result after the move');
  });

  it('is stored once when the element is removed for good during it', async () => {
    const { origin } = await resetApi(SLOW_SAVE);
    let widgets;
    ({ holder, widgets } = await checksAtQuestionThree(['removed'], `api-base="${origin}"`));
    const started = answerNever(widgets[0]);
    await saveOnItsWay();
    widgets[0].remove();
    const state = await apiUntil(
      (s) => saveRequests(s).length > 0 && saveRequests(s).every((r) => r.answeredAt ?? r.closedAt),
      'the save to end',
    );
    row('removed for good during the save (slow answer, 1.5 s)', state, started);
    expect([saveRequests(state).length, state.saves.length], 'attempted, stored').to.deep.equal([1, 1]);
    await waitFor(() => sessionStorage.getItem('aa:dc-removed:outbox') === null, 'acknowledged: the outbox emptied');
  });

  it('is stored once when the element is removed and added again during it, with no second send', async () => {
    const { origin } = await resetApi(SLOW_SAVE);
    let widgets;
    ({ holder, widgets } = await checksAtQuestionThree(['readded'], `api-base="${origin}" loader-duration="3000"`));
    const [check] = widgets;
    const events = saveEvents(check);
    const started = answerNever(check);
    await saveOnItsWay();
    check.remove();
    await unmounted(check);
    const answered = saveRequests(await apiState()).filter((r) => r.answeredAt);
    expect(answered, 'the save still on its way as the element comes back').to.deep.equal([]);
    other.append(check);
    // A second send would leave at once as the element comes back, long before the first's answer.
    await waitFor(() => events.length > 0, 'the save event', 5000);
    const state = await apiState();
    row('removed until it unmounts and added again, during the save (slow answer, 1.5 s)', state, started);
    expect([saveRequests(state).length, state.saves.length], 'attempted, stored').to.deep.equal([1, 1]);
    expect(events.map((e) => e.status)).to.deep.equal(['stored']);
    // Re-added, the results loader goes on to the result instead of the overview.
    await waitFor(() => check.route === RESULT_ROUTE, 'the result after re-adding', 5000);
  });

  it('sends a save left pending again with the same key when the element comes back, and it is stored once', async () => {
    // Its first round (four tries, Retry-After: 1) takes 0.3 s instead of 3 s.
    scaleRequestTimes(0.1);
    const { origin } = await resetApi([{ path: SAVE_PATH, mode: 'status', status: 503, retryAfter: 1 }]);
    let widgets;
    ({ holder, widgets } = await checksAtQuestionThree(['later'], `api-base="${origin}"`));
    const [check] = widgets;
    const events = saveEvents(check);
    const started = answerNever(check);
    await waitFor(() => events.length > 0, 'the first round');
    expect(events[0].status).to.equal('pending');
    await resetApi([]);
    check.remove();
    await unmounted(check);
    other.append(check);
    await waitFor(() => events.length > 1, 'the save sent again', 5000);
    const state = await apiState();
    row('503 always, then the API recovers and the element is re-added (same key)', state, started);
    expect(events[1].status).to.equal('stored');
    expect(state.saves.map((s) => s.received)).to.deep.equal([1]);
    expect(sessionStorage.getItem('aa:dc-later:outbox')).to.equal(null);
  });
});

describe('a reload while a save is on its way or the results loader shows', () => {
  let frame;
  beforeEach(() => {
    resetUrl();
    sessionStorage.clear();
  });
  afterEach(async () => {
    frame?.remove();
    sessionStorage.clear();
    await resetApi();
  });

  const reload = (target) =>
    new Promise((resolve) => {
      target.addEventListener('load', resolve, { once: true });
      target.contentWindow.location.reload();
    });

  it('stores the save once and shows the result after the reload', async function () {
    this.timeout(15000);
    const { origin } = await resetApi([{ path: SAVE_PATH, mode: 'delay', ms: 2000 }]);
    sessionStorage.setItem(
      'aa:dc-reload:check',
      JSON.stringify({
        answers: { drinkFrequency: 1, unitsPerTypicalDay: 0 },
        profile: { hereFor: 'Myself', age: 30, sex: 1, genderMatchesBirth: 0, previousAlcoholAssessment: 1 },
        hasResults: false,
      }),
    );
    frame = await openPage(
      `/test/browser/fixtures/check-save.html?api=${encodeURIComponent(origin)}&loader=1500#dc-reload=/drinking-check/question-three`,
    );
    const check = () => frame.contentWindow.document.querySelector('drinking-check');
    await waitFor(
      () => check()?.shadowRoot?.querySelector('h1')?.textContent.startsWith('How often do you have 6'),
      'question three',
    );
    const started = answerNever(check());
    await waitFor(() => check().route === '/loading-results', 'the results loader');
    await reload(frame);
    await waitFor(() => check()?.route === RESULT_ROUTE, 'the result after the reload', 5000);
    // A save sent again under a new key would leave as the result shows, before this one is acknowledged.
    await waitFor(() => frame.contentWindow.saveEvents.length > 0, 'the save event after the reload', 5000);
    const state = await apiUntil((s) => s.saves.length === 1 && saveRequests(s).some((r) => r.answeredAt), 'the save');
    row('reloaded during the save (slow answer, 2 s)', state, started);
    expect(frame.contentWindow.saveEvents.map((e) => e.status)).to.deep.equal(['stored']);
    const keys = new Set(saveRequests(state).map((r) => r.key));
    expect(keys.size, 'one key').to.equal(1);
    expect(state.saves, 'stored once').to.have.length(1);
    expect(frame.contentWindow.sessionStorage.getItem('aa:dc-reload:outbox')).to.equal(null);
  });
});
