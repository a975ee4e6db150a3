import { describe, it, expect } from 'vitest';
import { ABRIDGED_RESULT_ALIASES, FULL_RESULT_ALIASES, resultPath } from '../../../src/core/audit';

describe('resultPath', () => {
  it.each([
    [0, 'lower-risk-audit-c'],
    [4, 'lower-risk-audit-c'],
    [5, 'lower-risk'],
    [7, 'lower-risk'],
    [8, 'increasing-risk'],
    [15, 'increasing-risk'],
    [16, 'high-risk'],
    [19, 'high-risk'],
    [20, 'possible-dependence'],
    [40, 'possible-dependence'],
  ])('total %i goes to the %s results', (total, suffix) => {
    expect(resultPath(total)).toBe(`/overview/results-${suffix}`);
    expect(resultPath(total, { abridged: false })).toBe(`/overview/results-${suffix}`);
    expect(resultPath(total, { abridged: true })).toBe(`/overview/results-abridged-${suffix}`);
  });

  it.each([[-1], [41], [100], [3.5], [NaN], [Infinity], ['5'], [undefined], [null]])(
    'total %s falls back to the plain results route',
    (total) => {
      expect(resultPath(total as number)).toBe('/overview/results');
      expect(resultPath(total as number, { abridged: true })).toBe('/overview/results-abridged');
    },
  );

  it('every path it builds is one of the router aliases', () => {
    for (let total = 0; total <= 40; total += 1) {
      expect(FULL_RESULT_ALIASES).toContain(resultPath(total).replace('/overview/', ''));
      expect(ABRIDGED_RESULT_ALIASES).toContain(resultPath(total, { abridged: true }).replace('/overview/', ''));
    }
  });

  it('lists the five aliases of each results screen', () => {
    expect(FULL_RESULT_ALIASES).toEqual([
      'results-lower-risk-audit-c',
      'results-lower-risk',
      'results-increasing-risk',
      'results-high-risk',
      'results-possible-dependence',
    ]);
    expect(ABRIDGED_RESULT_ALIASES).toEqual([
      'results-abridged-lower-risk-audit-c',
      'results-abridged-lower-risk',
      'results-abridged-increasing-risk',
      'results-abridged-high-risk',
      'results-abridged-possible-dependence',
    ]);
  });
});
