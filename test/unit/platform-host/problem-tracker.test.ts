// Issue 35: an element's problems, known before its ready event runs, told when they change, and
// never holding the ready event for more than three seconds when their words do not come
// (docs/decisions/0274-problems-known-at-ready-and-shown-in-a-preview.md).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProblemTracker } from '../../../src/platform/host/problem-tracker';

const words = vi.hoisted(() => ({ pending: false }));
vi.mock('../../../src/platform/host/settings-problems', async () => {
  if (words.pending) await new Promise(() => undefined);
  return {
    settingsProblems: (_element: Element, findings: { attribute: string }[]) =>
      findings.map(({ attribute }) => ({ attribute, problem: `ignored ${attribute}`, fix: 'Fix it.' })),
  };
});

const finding = (attribute: string) => ({ attribute, value: 'x', mended: [], refused: 'malformed' as const });

function tracker() {
  const changes: number[] = [];
  const warned: string[] = [];
  const element = document.createElement('drinking-check');
  const problems = createProblemTracker(element, {
    known: ['routing'],
    warn: (_kind, message) => warned.push(message),
    onChange: (list) => changes.push(list.length),
  });
  return { problems, changes, warned };
}

afterEach(() => vi.useRealTimers());

describe('the problem tracker', () => {
  it('runs what waits for it at once when nothing is to be said, and after the words when something is', async () => {
    const { problems, changes, warned } = tracker();
    problems.check([]);
    const order: string[] = [];
    problems.whenKnown(() => order.push('at once'));
    problems.check([finding('routing')]);
    problems.whenKnown(() => order.push(`after, with ${problems.problems.length}`));
    expect(order).toEqual(['at once']);
    await vi.waitFor(() => expect(order).toEqual(['at once', 'after, with 1']));
    expect(changes).toEqual([1]);
    expect(warned).toEqual(['ignored routing. Fix it.']);
    problems.check([finding('routing')]);
    await new Promise((resolve) => problems.whenKnown(() => resolve(undefined)));
    expect(changes, 'the same list again is no change').toEqual([1]);
    problems.check([]);
    expect(changes).toEqual([1, 0]);
  });

  it('holds what waits for it three seconds at most when the words never come', async () => {
    vi.resetModules();
    words.pending = true;
    const { createProblemTracker: fresh } = await import('../../../src/platform/host/problem-tracker');
    vi.useFakeTimers();
    const problems = fresh(document.createElement('unit-calculator'), {
      known: [],
      warn: () => undefined,
      onChange: () => undefined,
    });
    problems.check([finding('routing')]);
    let ran = 0;
    problems.whenKnown(() => (ran += 1));
    vi.advanceTimersByTime(2999);
    expect(ran).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ran).toBe(1);
    words.pending = false;
  });
});
