// Issue 35: a change of a tag's problems is told by an event
// (docs/decisions/0274-problems-known-at-ready-and-shown-in-a-preview.md).
import { describe, expect, it, vi } from 'vitest';
import { announceProblems } from '../../../src/ui/widget/problems-announce';

vi.mock('../../../src/ui/widget/problems-notice-watch', () => ({ watchProblemsNotice: () => undefined }));

const problem = { attribute: 'routing', problem: 'ignored routing="x"', fix: 'Use "hash" or "memory".' };

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
