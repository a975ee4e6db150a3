// The test side of fake-api-plugin.mjs, and a Drinking Check one answer away from its save.
import { executeServerCommand } from '@web/test-runner-commands';
import { mount, waitFor } from './helpers.js';

const call = async (op, payload = {}) => (await executeServerCommand('fake-api', { op, ...payload })).value;

/** Sets the fake API's rules, forgets earlier requests and saves; gives { origin }. */
export const resetApi = (rules = []) => call('reset', { rules });
/** { log: requests seen, saves: one per Idempotency-Key with how often it came }. */
export const apiState = () => call('state');
/** An origin where nothing listens. */
export const refusedOrigin = () => call('refusedOrigin');

export const SAVE_PATH = '/tools/v1/selfassessment';
export const saveRequests = (state) => state.log.filter((r) => r.method === 'POST' && r.path === SAVE_PATH);

/** About you done, questions one and two answered (monthly or less; 1-2 units). */
export const READY_TO_SAVE = {
  answers: { drinkFrequency: 1, unitsPerTypicalDay: 0 },
  profile: { hereFor: 'Myself', age: 30, sex: 1, genderMatchesBirth: 0, previousAlcoholAssessment: 1 },
  hasResults: false,
};

/**
 * Mounts Drinking Checks (lower-case ids) on question three with the answers before it kept,
 * so that one answer ('Never': AUDIT-C 1, the early exit) ends the check and saves it.
 */
export async function checksAtQuestionThree(ids, attributes = '', parent = document.body) {
  for (const id of ids) sessionStorage.setItem(`aa:dc-${id}:check`, JSON.stringify(READY_TO_SAVE));
  history.replaceState(null, '', `${location.pathname}#${ids.map((id) => `dc-${id}=/drinking-check/question-three`).join('&')}`);
  const html = ids.map((id) => `<drinking-check id="${id}" loader-duration="0" ${attributes}></drinking-check>`).join('');
  const { holder, widgets } = await mount(html, parent);
  await Promise.all(
    widgets.map((w) =>
      waitFor(() => w.shadowRoot.querySelector('h1')?.textContent.startsWith('How often do you have 6'), 'question three'),
    ),
  );
  return { holder, widgets };
}

/** Records the element's save events: [{ status, at }]. */
export function saveEvents(widget) {
  const events = [];
  widget.addEventListener('dc-save', (event) => events.push({ status: event.detail.status, at: Date.now() }));
  return events;
}

/** Answers 'Never' to question three: the check ends and its save starts. Returns the time. */
export function answerNever(widget) {
  const label = [...widget.shadowRoot.querySelectorAll('label')].find((l) => l.textContent.trim() === 'Never');
  label.click();
  return Date.now();
}
