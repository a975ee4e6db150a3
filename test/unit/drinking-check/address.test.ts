// What the page's address shows for each Drinking Check route (issue 27): never a risk level.
import { describe, expect, it } from 'vitest';
import { ABRIDGED_RESULTS_PATH, RESULTS_PATH } from '../../../src/core/audit';
import {
  addressOf,
  ABRIDGED_RESULT_ROUTES,
  DC_ROUTES,
  FULL_RESULT_ROUTES,
  questionPath,
} from '../../../src/drinking-check/routes';

describe('the Drinking Check in the address bar', () => {
  it.each(FULL_RESULT_ROUTES.map((route) => [route]))('%s shows as the neutral results path', (route) => {
    expect(addressOf(route)).toBe(RESULTS_PATH);
  });

  it.each(ABRIDGED_RESULT_ROUTES.map((route) => [route]))('%s shows as the neutral abridged path', (route) => {
    expect(addressOf(route)).toBe(ABRIDGED_RESULTS_PATH);
  });

  it('no address names a level', () => {
    for (const route of [...FULL_RESULT_ROUTES, ...ABRIDGED_RESULT_ROUTES])
      expect(addressOf(route)).not.toMatch(/risk|dependence/);
  });

  it('every other route shows as itself', () => {
    for (const route of [...Object.values(DC_ROUTES).filter((path) => !path.includes('results')), questionPath(2)]) {
      expect(addressOf(route)).toBe(route);
    }
  });
});
