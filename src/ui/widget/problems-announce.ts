/**
 * What the element does with its settings problems beyond keeping them (issue 35,
 * docs/decisions/0274-problems-known-at-ready-and-shown-in-a-preview.md): it tells each change of
 * the list by `<prefix>-settings-problems`, starts the preview notice on a first problem (loaded
 * only then), and lets the ready event wait for the problems' words three seconds at most.
 */
import type { SettingsProblem } from '../../platform/host/attribute-mending';
import { dispatchWidgetEvent, type EventPrefix } from '../../platform/host/events';

/** The longest the ready event waits for the problems' words: a file that never comes must not hold the widget's start (0202). */
export const LONGEST_WAIT_MS = 3000;

const same = (a: readonly SettingsProblem[], b: readonly SettingsProblem[]) =>
  a.length === b.length && a.every((problem, index) => JSON.stringify(problem) === JSON.stringify(b[index]));

export function announceProblems(
  element: HTMLElement & { readonly settingsProblems: readonly SettingsProblem[]; readonly readySent: boolean },
  prefix: EventPrefix,
  before: readonly SettingsProblem[],
  problems: readonly SettingsProblem[],
): void {
  if (same(before, problems)) return;
  dispatchWidgetEvent(element, prefix, 'settings-problems', { problems });
  if (problems.length > 0)
    void import('./problems-notice-watch')
      .then(({ watchProblemsNotice }) => watchProblemsNotice(element, prefix))
      // Its file did not load (0202): the console and settingsProblems have said it all.
      .catch(() => undefined);
}

/** Runs `then` once no check waits for the problems' words (a newer check is waited for too), or after LONGEST_WAIT_MS. */
export function waitForProblems(pending: () => Promise<void> | undefined, then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  const wait = () => {
    const check = pending();
    if (check) void check.then(wait);
    else run();
  };
  wait();
  if (!done) setTimeout(run, LONGEST_WAIT_MS);
}
