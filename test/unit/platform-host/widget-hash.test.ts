import { describe, expect, it } from 'vitest';
import { formatWidgetHash, parseWidgetHash, withRoute } from '../../../src/platform/host/widget-hash';

describe('the widget hash', () => {
  it.each([
    ['', {}],
    ['#', {}],
    ['#dc=/overview', { dc: '/overview' }],
    [
      '#dc=/overview&ucc=/unit-and-calorie-calculator/days-of-week',
      { dc: '/overview', ucc: '/unit-and-calorie-calculator/days-of-week' },
    ],
    ['#dc-main=/a%20b', { 'dc-main': '/a b' }],
    ['#section-2', {}],
    ['#dc=/overview&section', {}],
    ['#dc=overview', {}],
    ['#dc=/%E0%A4%A', {}],
  ])('reads %j as %j', (hash, routes) => {
    expect(Object.fromEntries(parseWidgetHash(hash))).toEqual(routes);
  });

  it('writes routes back in the form it reads', () => {
    const routes = new Map([
      ['dc', '/drinking-check/question-one'],
      ['ucc2', '/unit-and-calorie-calculator'],
    ]);
    const hash = formatWidgetHash(routes);
    expect(hash).toBe('#dc=/drinking-check/question-one&ucc2=/unit-and-calorie-calculator');
    expect(parseWidgetHash(hash)).toEqual(routes);
  });

  it('sets one route and keeps the others', () => {
    expect(withRoute('#dc=/overview&ucc=/unit-and-calorie-calculator', 'dc', '/respondent-age')).toBe(
      '#dc=/respondent-age&ucc=/unit-and-calorie-calculator',
    );
  });

  it('replaces a host anchor with the route', () => {
    expect(withRoute('#contact-us', 'ucc', '/unit-and-calorie-calculator')).toBe('#ucc=/unit-and-calorie-calculator');
  });
});
