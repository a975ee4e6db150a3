import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadScreens, renderCalculator } from './render-calculator';

const SINGLE = '/unit-and-calorie-calculator/single-drinks';
const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

describe('calculator: results, usage and analytics', () => {
  beforeAll(loadScreens);
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  it('records usage, completes the goal and tells the host when results open', async () => {
    const { calls, routes } = renderCalculator(SINGLE);
    click('Add one pint of beer');
    click('Add one pint of beer');
    click('Calculate');
    expect(routes.path()).toBe('/unit-and-calorie-calculator/results-single');
    expect(calls.usage).toHaveBeenCalledTimes(1);
    expect(calls.track).toHaveBeenCalledWith('calculator_goal_complete', {
      weekly: false,
      units: 4.54,
      calories: 488,
      drinks: 2,
    });
    expect(calls.notify).toHaveBeenCalledWith(
      'calculator-results',
      expect.objectContaining({ weekly: false, units: 4.54, calories: 488, drinks: 2 }),
    );
    expect(calls.track).toHaveBeenCalledWith('page_view', {
      route_name: 'results_single',
      path: '/unit-and-calorie-calculator/results-single',
    });
    for (const [name] of calls.track.mock.calls) expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('starts the goal funnel once, on the first drink change in embedded single mode', () => {
    const { calls } = renderCalculator(SINGLE, { embedded: '' });
    click('Add one pint of beer');
    click('Add one pint of cider');
    expect(calls.track.mock.calls.filter(([name]) => name === 'calculator_goal_start')).toHaveLength(1);
  });

  it('does not start the goal funnel when not embedded', () => {
    const { calls } = renderCalculator(SINGLE);
    click('Add one pint of beer');
    expect(calls.track.mock.calls.filter(([name]) => name === 'calculator_goal_start')).toHaveLength(0);
  });

  it('sends results with no drinks to welcome without recording usage', () => {
    const { calls, routes } = renderCalculator('/unit-and-calorie-calculator/results-single');
    expect(routes.path()).toBe('/unit-and-calorie-calculator');
    expect(calls.usage).not.toHaveBeenCalled();
  });

  it('keeps the work in progress for the next render of the same instance', () => {
    const first = renderCalculator(SINGLE);
    click('Add one pint of beer');
    first.unmount();
    renderCalculator(SINGLE);
    expect((screen.getByLabelText('Number of drinks: Pint of beer (Pint, 4%)') as HTMLInputElement).value).toBe('1');
  });

  it("clears the stored work on 'Use tool again'", () => {
    const { routes } = renderCalculator(SINGLE);
    click('Add one pint of beer');
    click('Calculate');
    click('Use tool again');
    expect(routes.path()).toBe('/unit-and-calorie-calculator');
    expect(JSON.parse(sessionStorage.getItem('aa:ucc-test:calculator') ?? '{}').single.popular).toEqual({});
  });
});
