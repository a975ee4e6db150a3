// Issue 28: '/overview/drinking-check' and '/drinking-check' both sent page views named
// 'drinking-check', and the check's names used hyphens where the calculator's use underscores.
import { describe, expect, it } from 'vitest';
import { DC_ROUTES, questionPath, RESULT_ROUTES, routeName } from '../../../src/drinking-check/routes';
import { routeName as calculatorRouteName, UCC_ROUTES } from '../../../src/unit-calculator/routes';

const CHECK_ROUTES = [
  ...Object.values(DC_ROUTES),
  ...Array.from({ length: 10 }, (_, i) => questionPath(i + 1)),
  ...RESULT_ROUTES,
];

describe('page-view route names', () => {
  it.each([
    ['/overview', 'overview'],
    ['/overview/drinking-check', 'overview_drinking_check'],
    ['/drinking-check', 'drinking_check'],
    ['/drinking-check/question-two', 'drinking_check_question_two'],
    ['/overview/results-possible-dependence', 'overview_results_possible_dependence'],
  ])('%s is %s', (path, name) => {
    expect(routeName(path)).toBe(name);
  });

  it('gives every route of the check a name of its own, in snake_case', () => {
    const names = new Set(CHECK_ROUTES.map(routeName));
    expect(names.size).toBe(new Set(CHECK_ROUTES).size);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
  });

  it("gives each of the calculator's screens a name of its own, in snake_case", () => {
    const screens = Object.entries(UCC_ROUTES).filter(([name]) => name !== 'welcomeAlias');
    const names = new Set(screens.map(([, path]) => calculatorRouteName(path)));
    expect(names.size).toBe(screens.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
  });
});
