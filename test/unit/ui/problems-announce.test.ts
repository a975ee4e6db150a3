// Issue 35: a change of a tag's problems is told by an event, and the ready event waits for the
// problems' words three seconds at most (docs/decisions/0274-problems-known-at-ready-and-shown-in-a-preview.md).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceProblems, LONGEST_WAIT_MS, waitForProblems } from '../../../src/ui/widget/problems-announce';

vi.mock('../../../src/ui/widget/problems-notice-watch', () => ({ watchProblemsNotice: () => undefined }));

const problem = { attribute: 'routing', problem: 'ignored routing="x"', fix: 'Use "hash" or "memory".' };

afterEach(() => vi.useRealTimers());

describe('announceProblems', () => {
  it('dispatches <prefix>-settings-problems, bubbling out of the shadow root, only when the list changes', () => {
    const element = Object.assign(document.createElement('drinking-check'), { settingsProblems: [], readySent: false });
    const heard: unknown[] = [];
    document.body.append(element);
    document.body.addEventListener('dc-settings-problems', (event) => heard.push((event as CustomEvent).detail.problems));
    announceProblems(element, 'dc', [], [problem]);
    announceProblems(element, 'dc', [problem], [{ ...problem }]);
    announceProblems(element, 'dc', [problem], []);
    expect(heard).toEqual([[problem], []]);
    element.remove();
  });
});

describe('waitForProblems', () => {
  it('runs at once when nothing is pending, and after the pending check (and a newer one) otherwise', async () => {
    const order: string[] = [];
    waitForProblems(
      () => undefined,
      () => order.push('at once'),
    );
    let pending: Promise<void> | undefined = Promise.resolve();
    const newer = Promise.resolve();
    waitForProblems(
      () => pending,
      () => order.push('after'),
    );
    pending = newer;
    await newer;
    pending = undefined;
    await vi.waitFor(() => expect(order).toEqual(['at once', 'after']));
  });

  it('runs after three seconds when the words never come, and once only', () => {
    vi.useFakeTimers();
    let ran = 0;
    waitForProblems(
      () => new Promise<void>(() => undefined),
      () => (ran += 1),
    );
    vi.advanceTimersByTime(LONGEST_WAIT_MS - 1);
    expect(ran).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ran).toBe(1);
    vi.advanceTimersByTime(LONGEST_WAIT_MS);
    expect(ran).toBe(1);
  });
});
